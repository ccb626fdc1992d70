import type { ReactNode } from 'react';
import { Link, useLocation, type LinkProps } from 'react-router';

/** The frame of the sign-in, registration and reset screens. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-2 text-slate-600 dark:text-slate-300">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm">{footer}</div>}
    </div>
  );
}

const linkClasses =
  'font-semibold text-teal-700 underline-offset-2 hover:underline dark:text-teal-300';

/** A text link of the sign-in, registration and reset screens. */
export function AuthLink(props: Omit<LinkProps, 'className'>) {
  return <Link {...props} className={linkClasses} />;
}

/**
 * The footer's way to the other form (sign in ↔ create account); it carries the page the visitor
 * came from (location state), so either form returns there.
 */
export function SwitchFormLink({
  question,
  to,
  children,
}: {
  question: string;
  to: string;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <p>
      {question}{' '}
      <AuthLink to={to} state={location.state}>
        {children}
      </AuthLink>
    </p>
  );
}
