import { passwordStrength, type PasswordStrength } from '@nestwise/shared';
import { cn } from '@/lib/cn';

const LEVELS: Record<
  PasswordStrength,
  { label: string; filled: number; bar: string; text: string }
> = {
  weak: { label: 'Weak', filled: 1, bar: 'bg-red-600', text: 'text-red-700 dark:text-red-300' },
  medium: {
    label: 'Medium',
    filled: 2,
    bar: 'bg-amber-500',
    text: 'text-amber-800 dark:text-amber-300',
  },
  strong: {
    label: 'Strong',
    filled: 3,
    bar: 'bg-emerald-600',
    text: 'text-emerald-800 dark:text-emerald-300',
  },
};

/**
 * Password strength (packages/shared/src/rules/password.ts): weak under 3 points, medium under 5,
 * otherwise strong.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = LEVELS[strength];
  return (
    <div className="mt-2" data-strength={strength}>
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <span
            key={index}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              index < level.filled ? level.bar : 'bg-slate-200 dark:bg-slate-700',
            )}
          />
        ))}
      </div>
      <p className={cn('mt-1 text-sm font-medium', level.text)} aria-live="polite">
        Password strength: {level.label}
      </p>
    </div>
  );
}
