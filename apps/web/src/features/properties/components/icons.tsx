import { Icon, strokeIcon, type IconProps } from '@/components/ui/icons';

export { ChevronRightIcon, CubeIcon } from '@/components/ui/icons';

export const HeartIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Icon fill={filled ? 'currentColor' : 'none'} {...p}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.6 3.1 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
  </Icon>
);
export const ShareIcon = strokeIcon(
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.5M8.2 13.2l7.6 4.5" />
  </>,
);
export const CompareIcon = strokeIcon(
  <>
    <rect x="3" y="4" width="7" height="16" rx="1.5" />
    <rect x="14" y="4" width="7" height="16" rx="1.5" />
  </>,
);
export const ChevronLeftIcon = strokeIcon('m15 6-6 6 6 6');
export const FilterIcon = strokeIcon('M4 5h16M7 12h10M10 19h4');
export const MailIcon = strokeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
export const ExpandIcon = strokeIcon('M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7');
