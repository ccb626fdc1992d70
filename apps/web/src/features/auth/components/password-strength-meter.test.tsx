import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';
import { PasswordRules } from './password-rules';

describe('PasswordStrengthMeter', () => {
  it('shows nothing for an empty password', () => {
    const { container } = render(<PasswordStrengthMeter password="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['abc', 'Weak'], // lowercase only: 1 point
    ['abcdefgh', 'Weak'], // length 8 + lowercase: 2 points
    ['abcdefG1', 'Medium'], // length 8, lower, upper, digit: 4 points
    ['Abcdef1!', 'Strong'], // length 8, lower, upper, digit, other: 5 points
    ['Abcdefghijk1!', 'Strong'], // 6 points
  ])('rates %s as %s', (password, label) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(screen.getByText(`Password strength: ${label}`)).toBeInTheDocument();
  });
});

describe('PasswordRules', () => {
  it('lists the spec messages the password breaks', () => {
    render(<PasswordRules password="abc" />);
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(
      screen.getByText('Password must contain at least one uppercase letter'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Password must contain at least one lowercase letter')).toBeNull();
  });

  it('shows nothing for an acceptable password', () => {
    const { container } = render(<PasswordRules password="Nestwise!2026" />);
    expect(container).toBeEmptyDOMElement();
  });
});
