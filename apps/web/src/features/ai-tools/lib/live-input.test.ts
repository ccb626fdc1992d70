import { describe, expect, it } from 'vitest';
import { ZDealStructuringRequestSchema, ZRoiRequestSchema } from '@nestwise/shared';
import { computeRoi, initialRoiForm } from '../components/roi-form';
import { firstIssue } from './live-input';

describe('firstIssue', () => {
  it('says the spec’s price message instead of zod’s “Too small” text', () => {
    const parsed = ZRoiRequestSchema.safeParse({ price: 0, monthlyRent: 2000 });
    expect(parsed.success).toBe(false);
    const message = firstIssue(parsed.error!);
    expect(message).toBe('Valid price is required');
  });

  it('names the field by its label and the bound it broke', () => {
    const parsed = ZDealStructuringRequestSchema.safeParse({ price: 300000, ratePercent: 45 });
    expect(firstIssue(parsed.error!, { ratePercent: 'Interest rate' })).toBe(
      'Interest rate must be at most 30.',
    );
    const negative = ZRoiRequestSchema.safeParse({ price: 300000, monthlyRent: -5 });
    expect(firstIssue(negative.error!)).toBe('Monthly rent must be at least 0.');
  });

  it('is what the ROI simulator shows for a bad input, by the field’s label', () => {
    const zero = computeRoi({ ...initialRoiForm(null), price: '0' });
    expect(zero).toEqual({
      ok: false,
      message: 'Purchase price must be more than 0.',
      field: 'price',
    });
    const rate = computeRoi({ ...initialRoiForm(null), ratePercent: '45' });
    expect(rate).toEqual({
      ok: false,
      message: 'Interest rate must be at most 30.',
      field: 'ratePercent',
    });
  });

  it('keeps a schema’s own message', () => {
    expect(
      firstIssue({ issues: [{ path: ['title'], message: 'Property title is required' }] }),
    ).toBe('Property title is required');
  });
});
