import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeFactsFields, homeFactSpec } from './home-facts-fields';

const values = { city: 'Austin', bedrooms: '3', propertyType: 'condo', yearBuilt: '' };

function renderFacts(errors?: { bedrooms?: string }) {
  const onChange = vi.fn();
  render(
    <form aria-label="Home">
      <HomeFactsFields
        facts={['city', 'bedrooms', 'propertyType', { key: 'yearBuilt', optional: true }]}
        values={values}
        onChange={onChange}
        errors={errors}
      />
    </form>,
  );
  return onChange;
}

describe('HomeFactsFields', () => {
  it('renders each fact as a labelled field holding the form value', () => {
    renderFacts();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    expect(screen.getByRole('spinbutton', { name: 'Bedrooms' })).toHaveValue(3);
    expect(screen.getByRole('combobox', { name: 'Property type' })).toHaveValue('condo');
    expect(screen.getByRole('spinbutton', { name: 'Year built (optional)' })).toHaveValue(null);
  });

  it('reports a change with the fact it belongs to', () => {
    const onChange = renderFacts();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Bedrooms' }), {
      target: { value: '4' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), {
      target: { value: 'Reno' },
    });
    expect(onChange.mock.calls).toEqual([
      ['bedrooms', '4'],
      ['city', 'Reno'],
    ]);
  });

  it("shows a fact's error on its field, tied to it for screen readers", () => {
    renderFacts({ bedrooms: 'Bedrooms must be a whole number' });
    const bedrooms = screen.getByRole('spinbutton', { name: 'Bedrooms' });
    expect(bedrooms).toHaveAttribute('aria-invalid', 'true');
    expect(bedrooms).toHaveAccessibleDescription('Bedrooms must be a whole number');
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('homeFactSpec', () => {
  it("keeps the shared definition and applies only the tool's changes", () => {
    expect(homeFactSpec('bathrooms')).toMatchObject({ label: 'Bathrooms', min: 0, step: 0.5 });
    expect(homeFactSpec({ key: 'squareFeet', min: 100, optional: true })).toMatchObject({
      key: 'squareFeet',
      label: 'Living area (optional)',
      suffix: 'sq ft',
      min: 100,
    });
  });
});
