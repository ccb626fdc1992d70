import type { ReactNode } from 'react';

/**
 * A radio button drawn as its label (a card, a pill): the input itself is for keyboards and screen
 * readers only, and the label's classes show which one is checked.
 */
export function RadioLabel<T extends string>({
  name,
  value,
  checked,
  onSelect,
  className,
  children,
}: {
  name: string;
  value: T;
  checked: boolean;
  onSelect: (value: T) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        className="sr-only"
      />
      {children}
    </label>
  );
}
