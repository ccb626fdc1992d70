import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The page width and padding of the public pages; `narrow` for reading (informational pages). */
export function Container({
  children,
  narrow = false,
  className,
}: {
  children: ReactNode;
  narrow?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 py-10 sm:px-6',
        narrow ? 'max-w-3xl' : 'max-w-6xl',
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * A page shown both publicly and inside the dashboard: on its public route it takes the page
 * width and padding; the dashboard's layout already gives them.
 */
export function PageContainer({
  inDashboard,
  children,
}: {
  inDashboard: boolean;
  children: ReactNode;
}) {
  return inDashboard ? children : <Container>{children}</Container>;
}
