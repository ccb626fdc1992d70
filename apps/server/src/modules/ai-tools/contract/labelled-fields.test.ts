import { describe, expect, it } from 'vitest';
import { itemsFor, labelScore, labelWords, readLabelledItems, stem } from './labelled-fields';
import { leadingNames } from './labelled-parties';

/** The labelled-field reader on wordings written for this test (none from an evaluation document). */
describe('labelled-field reader: cutting a document into labelled items', () => {
  it('reads "Label: value", dot-leader lines, numbered headings and cells apart on one line', () => {
    const items = readLabelledItems(
      [
        'Purchasers of Record: Imani Delacroix',
        '(b) Escrow Close Date ............ 07/30/2026',
        '4. HOME WARRANTY. Seller pays for a one-year plan.',
        'Listing Office: Bayside Homes     Phone: 555-0100',
      ].join('\n'),
    );
    expect(items.map((item) => [item.form, item.label, item.value])).toEqual([
      ['colon', 'Purchasers of Record', 'Imani Delacroix'],
      ['leader', 'Escrow Close Date', '07/30/2026'],
      ['heading', 'HOME WARRANTY', 'Seller pays for a one-year plan.'],
      ['colon', 'Listing Office', 'Bayside Homes'],
      ['colon', 'Phone', '555-0100'],
    ]);
  });

  it('gives a label alone on its line the lines under it, to a blank line', () => {
    const [item] = readLabelledItems(
      'LESSEES:\nOtto Brandvold\nSunniva Brandvold\n\nRent is due monthly.',
    );
    expect(item!.form).toBe('block');
    expect(item!.lines.map((line) => line.text)).toEqual(['Otto Brandvold', 'Sunniva Brandvold']);
  });

  it('does not take a sentence that happens to have a colon, nor a name with an initial, for a label', () => {
    const items = readLabelledItems(
      'The parties agree that the following shall apply to every notice under this agreement: none.\nPurchaser Rhea K. Lindqvist will pay cash.',
    );
    expect(items).toEqual([]);
  });
});

describe('labelled-field reader: a label against a concept, by stems and synonyms', () => {
  it('meets "buying", "buyer" and "buyers" at one stem, "settlement" and "settle" at another', () => {
    expect(new Set(['buying', 'buyer', 'Buyers', "Buyer's"].map(stem))).toEqual(new Set(['buy']));
    expect(stem('settlement')).toBe(stem('settle'));
    expect(stem('closing')).toBe(stem('close'));
  });

  it('scores a label that names the concept, and more with its supporting words', () => {
    const concept = { required: [['closing', 'settlement']], bonus: ['date'], foreign: ['cost'] };
    expect(labelScore(labelWords('Settlement Date'), concept)).toBeGreaterThan(
      labelScore(labelWords('Settlement'), concept),
    );
    expect(labelScore(labelWords('Closing Costs'), concept)).toBe(0);
    expect(labelScore(labelWords('Possession Date'), concept)).toBe(0);
  });

  it('orders the items for a concept best label first', () => {
    const items = readLabelledItems('Closing Agent: Harbor Title\nDate of Closing: 09/01/2026');
    const best = itemsFor(items, {
      required: [['closing']],
      bonus: ['date'],
      foreign: ['agent'],
    });
    expect(best.map((item) => item.value)).toEqual(['09/01/2026']);
  });
});

describe('labelled-field reader: the run of names that opens a value', () => {
  it('keeps the names and drops a relation between them and the description after them', () => {
    expect(leadingNames('Wen Li Zhao and her cousin, Mateo R. Quispe, both of Reno, Nevada')).toBe(
      'Wen Li Zhao and Mateo R. Quispe',
    );
    expect(leadingNames('/s/ Priya N. Venkataraman   Date: 3/3/2026')).toBe(
      'Priya N. Venkataraman',
    );
    expect(leadingNames(', and Soren Vik, a married man, of Bend, Oregon')).toBe('Soren Vik');
  });
});
