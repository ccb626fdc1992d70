import { useId, useState } from 'react';
import { passwordProblems } from '@nestwise/shared';
import { inputClasses } from '@/components/ui/text-field';
import { TextField } from '@/components/ui/text-field';
import { PasswordRules } from './password-rules';
import { PasswordStrengthMeter } from './password-strength-meter';

/** A new password and its confirmation, as NewPasswordFields edits them. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return {
    password,
    /** It meets the rules and its confirmation matches. */
    acceptable: passwordProblems(password).length === 0 && confirm === password,
    clear: () => {
      setPassword('');
      setConfirm('');
    },
    fields: { password, confirm, onPasswordChange: setPassword, onConfirmChange: setConfirm },
  };
}

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
        onValueChange={onConfirmChange}
        error={showMismatch && confirm !== password ? 'Passwords do not match' : null}
      />
    </>
  );
}
