import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, CsvTokenizer, tokenizeCsv } from './sales-csv-tokenizer';
import { cpuTimeOf } from '../../test/cpu-time';

const all = (text: string) => [...tokenizeCsv(text)];

describe('CSV tokenizer', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, CRLF and a BOM', () => {
    const text = '\ufeffa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n\n1,,3';
    expect(all(text)).toEqual([
      { cells: ['a', 'b', 'c'], line: 1 },
      { cells: ['x, y', 'say "hi"', 'two\nlines'], line: 2 },
      { cells: ['1', '', '3'], line: 5 },
    ]);
  });

  it('gives the same records whatever the chunk boundaries', () => {
    const text = 'a,"b""c",d\r\n"e\nf",g\n';
    const whole = all(text);
    for (let size = 1; size < text.length; size += 1) {
      const tokenizer = new CsvTokenizer();
      const records = [];
      for (let at = 0; at < text.length; at += size) {
        records.push(...tokenizer.push(text.slice(at, at + size)));
      }
      records.push(...tokenizer.end());
      expect(records).toEqual(whole);
    }
  });

  it('refuses a quote in the middle of a cell for that record only and reads on', () => {
    expect(all('a,b\n1,x"y\n2,"z"q\n3,4\n')).toEqual([
      { cells: ['a', 'b'], line: 1 },
      {
        cells: [],
        line: 2,
        error:
          'cell 2: a quote (") may only open a cell; quote the whole cell and double any quote inside it',
      },
      {
        cells: [],
        line: 3,
        error: 'cell 2: text after the closing quote; double a quote inside a quoted cell ("")',
      },
      { cells: ['3', '4'], line: 4 },
    ]);
  });

  it('stops on a quote that is never closed, naming its line', () => {
    expect(() => all('a,b\n1,2\n3,"open\n4,5\n')).toThrow(
      new CsvSyntaxError('the quote opened on line 3 is never closed'),
    );
  });

  it('reads pathological quoting of several MB in linear time (generous budget: < 2 s of CPU)', async () => {
    const size = 4 * 1024 * 1024;
    const inputs = [
      '"\n'.repeat(size / 2),
      'x"y,1\n'.repeat(size / 6),
      `"${'""'.repeat(size / 4)}"\n`.repeat(2),
      ','.repeat(size),
      '"a""b",'.repeat(size / 7),
    ];
    for (const text of inputs) {
      const { ms } = await cpuTimeOf(() => {
        let count = 0;
        try {
          for (const _record of tokenizeCsv(text)) count += 1;
          expect(count).toBeGreaterThan(0);
        } catch (error) {
          expect(error).toBeInstanceOf(CsvSyntaxError);
        }
      });
      expect(ms).toBeLessThan(2000);
    }
  });
});
