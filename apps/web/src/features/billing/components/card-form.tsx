import { useState, type FormEvent } from 'react';
import {
  CARD_BRAND_LABELS,
  cardBrand,
  cardProblems,
  formatCardNumber,
  formatExpiry,
  type CardInput,
} from '@nestwise/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

const EMPTY: CardInput = { number: '', expiry: '', cvc: '', name: '' };
const FIELDS: ReadonlyArray<keyof CardInput> = ['number', 'expiry', 'cvc', 'name'];

export interface CardFormProps {
  submitLabel: string;
  submitting: boolean;
  onSubmit: (card: CardInput) => void;
  /** For tests: the month the expiry is checked against. */
  now?: () => Date;
}

/**
 * Card number (spaced, with its brand), expiry MM/YY, security code and name. Each field says
 * what is wrong next to it, after the field is left or on submit; nothing is sent until all pass.
 */
export function CardForm({
  submitLabel,
  submitting,
  onSubmit,
  now = () => new Date(),
}: CardFormProps) {
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof CardInput, boolean>>>({});
  const problems = cardProblems(card, now());
  const brand = cardBrand(card.number);
  const amex = brand === 'amex';

  const field = (name: keyof CardInput) => ({
    name,
    value: card[name],
    error: touched[name] ? (problems[name] ?? null) : null,
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });
  const set = (name: keyof CardInput, value: string) => setCard((c) => ({ ...c, [name]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ number: true, expiry: true, cvc: true, name: true });
    const firstProblem = FIELDS.find((name) => problems[name]);
    if (!firstProblem) {
      onSubmit(card);
      return;
    }
    const input = event.currentTarget.elements.namedItem(firstProblem);
    if (input instanceof HTMLInputElement) input.focus();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Card details" className="space-y-4">
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        {...field('number')}
        onValueChange={(value) => set('number', formatCardNumber(value))}
        hint={card.number ? CARD_BRAND_LABELS[brand] : undefined}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          // Room for a pasted or autofilled 'MM / YYYY'; formatExpiry brings it back to MM/YY.
          maxLength={9}
          {...field('expiry')}
          onValueChange={(value) => set('expiry', formatExpiry(value))}
        />
        <TextField
          label="Security code (CVC)"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={amex ? '4 digits' : '3 digits'}
          maxLength={amex ? 4 : 3}
          {...field('cvc')}
          onValueChange={(value) => set('cvc', value.replace(/\D/g, ''))}
        />
      </div>
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        {...field('name')}
        onValueChange={(value) => set('name', value)}
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Processing payment…' : submitLabel}
      </Button>
    </form>
  );
}
