import { describe, expect, it } from 'vitest';
import { statementName } from './named-statements';

describe('statementName', () => {
  it('names a text by its shape: the same text the same name, another text another', () => {
    const page = 'select * from properties where lower(city) = $1 and price >= $2 limit $3';
    expect(statementName(page)).toMatch(/^nw_/);
    expect(statementName(page)).toBe(statementName(page));
    expect(statementName(`${page} offset $4`)).not.toBe(statementName(page));
  });

  it('leaves unnamed a text whose index range needs its values: a prefix or a trigram match', () => {
    expect(statementName('select 1 from properties where lower(city) like $1')).toBeUndefined();
    expect(statementName('select 1 from properties where $1 <% search_text')).toBeUndefined();
  });

  it('names a bounded number of texts, then runs the rest unnamed', () => {
    const names = Array.from({ length: 300 }, (_, index) =>
      statementName(`select ${index} from properties where id = $1`),
    );
    expect(names.filter(Boolean).length).toBeLessThanOrEqual(200);
    expect(names.at(-1)).toBeUndefined();
    // A text named before the bound was reached keeps its name.
    expect(statementName('select 0 from properties where id = $1')).toBe(names[0]);
  });
});
