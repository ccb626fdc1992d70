import { useId } from 'react';
import { inputClasses } from '@/components/ui/text-field';
import { TextField } from '@/components/ui/text-field';
import { PasswordRules } from './password-rules';
import { PasswordStrengthMeter } from './password-strength-meter';

/** A new password with the spec's rule messages and strength meter, and its confirmation. */
export function NewPasswordFields({
  label = 'Password',
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  showMismatch,
}: {
  label?: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  showMismatch: boolean;
}) {
  const id = useId();
  const rulesId = `${id}-rules`;
  return (
    <>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
          aria-describedby={rulesId}
          className={inputClasses}
        />
        <PasswordStrengthMeter password={password} />
        <div aria-live="polite">
          <PasswordRules password={password} id={rulesId} />
        </div>
      </div>
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
        error={showMismatch && confirm !== password ? 'Passwords do not match' : null}
      />
    </>
  );
}
