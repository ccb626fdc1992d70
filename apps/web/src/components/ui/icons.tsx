import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** The stroke-icon frame every icon of the app draws in. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-5"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon drawn in the frame: one path's `d`, or the shapes themselves. */
export function strokeIcon(drawing: string | ReactNode) {
  const shapes = typeof drawing === 'string' ? <path d={drawing} /> : drawing;
  return (props: IconProps) => <Icon {...props}>{shapes}</Icon>;
}

export const SunIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = strokeIcon('M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z');
export const BellIcon = strokeIcon(
  'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0',
);
export const MenuIcon = strokeIcon('M4 6h16M4 12h16M4 18h16');
export const CloseIcon = strokeIcon('M18 6 6 18M6 6l12 12');
export const ChevronDownIcon = strokeIcon('m6 9 6 6 6-6');
export const ChevronRightIcon = strokeIcon('m9 6 6 6-6 6');
export const UserIcon = strokeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const SparklesIcon = strokeIcon(
  'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z',
);
export const SearchIcon = strokeIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const HomeIcon = strokeIcon('M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z');
export const SidebarIcon = strokeIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </>,
);
export const MicIcon = strokeIcon(
  <>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </>,
);
/** A 3D model (the listing page, its model section, the digital twins). */
export const CubeIcon = strokeIcon(
  <>
    <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" />
    <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
  </>,
);
export const SendIcon = strokeIcon('M22 2 11 13M22 2l-7 20-4-9-9-4z');
/** A speaker with sound waves, or crossed out while it speaks (pressing it stops). */
export const SpeakerIcon = ({ muted, ...p }: IconProps & { muted?: boolean }) => (
  <Icon {...p}>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    {muted ? (
      <path d="m22 9-6 6M16 9l6 6" />
    ) : (
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
    )}
  </Icon>
);
