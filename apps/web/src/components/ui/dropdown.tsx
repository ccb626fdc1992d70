import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';

interface DropdownProps {
  /** The trigger's content; give `ariaLabel` when it is only an icon. */
  trigger: ReactNode;
  ariaLabel?: string;
  /** Opens when the pointer enters, and closes `closeDelay` ms after it leaves. */
  openOnHover?: boolean;
  closeDelay?: number;
  align?: 'left' | 'right';
  buttonClassName?: string;
  panelClassName?: string;
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure dropdown (button with aria-expanded controlling a panel of links or content):
 * click or Enter toggles; Escape closes and returns focus; arrow keys move between the panel's
 * links and buttons; a click outside or focus leaving closes it.
 */
export function Dropdown({
  trigger,
  ariaLabel,
  openOnHover = false,
  closeDelay = 0,
  align = 'right',
  buttonClassName,
  panelClassName,
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A mouse user's hover opens the panel just before their click lands; that click means "keep
  // it open", not "close it again".
  const openedByHover = useRef(false);
  const panelId = useId();

  const cancelClose = () => clearTimeout(timer.current);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    openedByHover.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const items = () =>
    Array.from(
      rootRef.current?.querySelectorAll<HTMLElement>(
        `#${CSS.escape(panelId)} a, #${CSS.escape(panelId)} button`,
      ) ?? [],
    );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const list = items();
    if (!open || list.length === 0) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpen(true);
        requestAnimationFrame(() => items()[0]?.focus());
      }
      return;
    }
    event.preventDefault();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? (index + 1) % list.length
        : (index - 1 + list.length) % list.length;
    list[next]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onPointerEnter={
        openOnHover
          ? (event) => {
              if (event.pointerType !== 'mouse') return; // a tap opens it through the click
              cancelClose();
              if (!open) openedByHover.current = true;
              setOpen(true);
            }
          : undefined
      }
      onPointerLeave={
        openOnHover
          ? (event) => {
              if (event.pointerType !== 'mouse') return;
              cancelClose();
              timer.current = setTimeout(() => setOpen(false), closeDelay);
            }
          : undefined
      }
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => {
          cancelClose();
          // the ref, not `open`: the click may land before the hover's opening has re-rendered
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          if (keepOpen) setOpen(true);
          else setOpen((value) => !value);
        }}
        className={buttonClassName}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cn(
          'absolute top-full z-50 mt-2 min-w-56 rounded-xl border border-slate-200 bg-white p-2 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
          align === 'right' ? 'right-0' : 'left-0',
          panelClassName,
        )}
      >
        {open && children(close)}
      </div>
    </div>
  );
}

export const dropdownItemClasses =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800';
