import { describe, expect, it } from 'vitest';
import { cpuTimeOf } from '../../test/cpu-time';
import { SALES_HEADER } from '../modules/market/market.test-support';
import { parseSalesCsv, SalesCsvFormatError, streamSalesCsv } from './sales-csv';

async function rowsOf(text: string) {
  const rows = [];
  for await (const row of streamSalesCsv(text)) rows.push(row);
  return rows;
}

describe('sales CSV reader', () => {
  it('reports rows by the line they start on, across quoted line breaks, CRLF and blank lines', async () => {
    const cells = 'Sacramento,CA,95820,,38.5,-121.4,house,3,2,1200,,,,200000,2024-05-01';
    const text = `\ufeff${SALES_HEADER}\r\n${cells.replace('Sacramento', '"Sacra\nmento"')}\r\n\n${cells}\n`;
    const rows = await rowsOf(text);
    expect(rows.map(({ row, line }) => ({ row, line }))).toEqual([
      { row: 1, line: 2 },
      { row: 2, line: 5 },
    ]);
    expect(parseSalesCsv(text).rowCount).toBe(2);
  });

  it('stops on a quote never closed, naming the line it opened on', async () => {
    const text = `${SALES_HEADER}\nA,CA\n"open,CA\nB,CA\n`;
    await expect(rowsOf(text)).rejects.toThrow(
      new SalesCsvFormatError(
        'The file is not valid CSV: the quote opened on line 3 is never closed.',
      ),
    );
  });

  it('reads pathological quoting in time linear in its size (4× the text, well under 8× the CPU)', async () => {
    const shapes = [
      (size: number) => '"\n'.repeat(size / 2),
      (size: number) => 'x"y,1\n'.repeat(size / 6),
      (size: number) => `"${'""'.repeat(size / 4)}"\n`.repeat(2),
      (size: number) => ','.repeat(size),
      (size: number) => '"a""b",'.repeat(size / 7),
    ];
    const cpuFor = async (text: string) =>
      (
        await cpuTimeOf(async () => {
          try {
            await rowsOf(`${SALES_HEADER}\n${text}`);
          } catch (error) {
            expect(error).toBeInstanceOf(SalesCsvFormatError);
          }
        })
      ).ms;
    for (const shape of shapes) {
      const small = await cpuFor(shape(128 * 1024));
      const large = await cpuFor(shape(512 * 1024));
      // Small runs are noisy: 50 ms of slack keeps a fast shape from failing on a GC pause.
      expect(large).toBeLessThan(8 * small + 50);
    }
  }, 120_000);
});
