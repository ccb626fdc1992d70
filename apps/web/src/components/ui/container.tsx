import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The page width and padding of the public pages. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 py-10 sm:px-6', className)}>{children}</div>
  );
}
