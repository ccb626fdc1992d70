import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { buttonClasses } from './button';

export interface LinkButton {
  to: string;
  label: string;
}

/** Where to go next, as buttons: the first is the primary way on, the others secondary. */
export function LinkButtons({ links, className }: { links: LinkButton[]; className?: string }) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {links.map((link, index) => (
        <Link
          key={link.to}
          to={link.to}
          className={buttonClasses(index === 0 ? 'primary' : 'secondary')}
        >
          {link.label}
        </Link>
      ))}
    </div>
  );
}
