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
  confirmError,
}: {
  label?: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** The form schema's message for the confirmation ("Passwords do not match"), once sent. */
  confirmError: string | null;
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
        onValueChange={onConfirmChange}
        error={confirmError}
      />
    </>
  );
}
