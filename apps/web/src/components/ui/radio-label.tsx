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

/**
 * A radio group's labels, one per option: `className` draws a label (checked or not), `children`
 * its content.
 */
export function RadioOptions<T extends string, O extends { value: T }>({
  name,
  options,
  value,
  onChange,
  className,
  children,
}: {
  name: string;
  options: readonly O[];
  value: T;
  onChange: (value: T) => void;
  className: string | ((checked: boolean) => string);
  children: (option: O) => ReactNode;
}) {
  return options.map((option) => {
    const checked = value === option.value;
    return (
      <RadioLabel
        key={option.value}
        name={name}
        value={option.value}
        checked={checked}
        onSelect={onChange}
        className={typeof className === 'string' ? className : className(checked)}
      >
        {children(option)}
      </RadioLabel>
    );
  });
}
