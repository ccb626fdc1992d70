import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app';
import { saleLine, salesCsv } from './market.test-support';
import { SALES_UPLOAD_MAX_BYTES } from '@nestwise/shared';

const IMPORT = '/api/market/sales/import';
const SUMMARY = '/api/market/sales/summary';

function multipart(fileText: string, boundary = 'nestwise-boundary') {
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sales.csv"\r\n` +
    `Content-Type: text/csv\r\n\r\n${fileText}\r\n--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('/api/market/sales', () => {
  let t: TestApp;
  let admin: TestUser;
  let agent: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, agent, buyer] = await Promise.all([
      createUser(t.app, 'admin'),
      createUser(t.app, 'agent'),
      createUser(t.app, 'buyer'),
    ]);
  });
  afterAll(() => t.close());

  const upload = (headers: Record<string, string>, payload: string, type = 'text/csv') =>
    t.app.inject({
      method: 'POST',
      url: IMPORT,
      headers: { ...headers, 'content-type': type },
      payload,
    });

  it('is for admins only: 401 without a session, 403 for agents and buyers', async () => {
    const csv = salesCsv([saleLine(1, { city: 'Nobody' })]);
    expect((await upload({}, csv)).statusCode).toBe(401);
    for (const user of [agent, buyer]) {
      const response = await upload(user.headers, csv);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    expect((await t.app.inject({ url: SUMMARY })).statusCode).toBe(401);
    expect((await t.app.inject({ url: SUMMARY, headers: agent.headers })).statusCode).toBe(403);
    const summary = await t.app.inject({ url: SUMMARY, headers: admin.headers });
    expect(
      summary.json().cities.find((c: { city: string }) => c.city === 'Nobody'),
    ).toBeUndefined();
  });

  it('imports a text/csv body and answers with the report; again adds nothing', async () => {
    const csv = salesCsv([
      saleLine(1, { city: 'Folsom' }),
      saleLine(2, { city: 'Folsom', bedrooms: 'three' }),
      saleLine(3, { city: 'Folsom' }),
    ]);
    const first = await upload(admin.headers, csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      rows: 3,
      inserted: 2,
      duplicates: 0,
      rejectedCount: 1,
      rejected: [{ row: 2, line: 3, message: 'bedrooms: "three" is not a number' }],
    });
    const second = await upload(admin.headers, csv);
    expect(second.json()).toMatchObject({ inserted: 0, duplicates: 2, rejectedCount: 1 });
  });

  it('imports the file of a multipart form and counts sales per city', async () => {
    const { body, contentType } = multipart(
      salesCsv([
        saleLine(10, { city: 'Davis' }),
        saleLine(11, { city: 'Davis' }),
        saleLine(12, { city: 'Davis' }),
      ]),
    );
    const response = await upload(admin.headers, body, contentType);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rows: 3, inserted: 3, rejectedCount: 0 });
    const summary = await t.app.inject({ url: SUMMARY, headers: admin.headers });
    expect(summary.statusCode).toBe(200);
    const { cities, totalSales } = summary.json();
    expect(cities).toEqual(
      expect.arrayContaining([
        { city: 'Davis', state: 'CA', sales: 3, soldListings: 0 },
        { city: 'Folsom', state: 'CA', sales: 2, soldListings: 0 },
      ]),
    );
    expect(totalSales).toBeGreaterThanOrEqual(5);
  });

  it('takes bodies over the server-wide 1 MB limit and lists the first 1 000 rejections', async () => {
    const junk = Array.from({ length: 30_000 }, (_, i) => `junk row ${i} ${'-'.repeat(40)}`);
    const response = await upload(
      admin.headers,
      salesCsv([saleLine(30, { city: 'Big' }), ...junk]),
    );
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ rows: 30_001, inserted: 1, rejectedCount: 30_000 });
    expect(report.rejected).toHaveLength(1_000);
    expect(report.rejected[0]).toEqual({ row: 2, line: 3, message: 'expected 15 cells, found 1' });
  });

  it('refuses a wrong header, a form without a file, another content type and a too-large body', async () => {
    const header = await upload(admin.headers, 'city,state\nSacramento,CA\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().error.message).toMatch(/missing column\(s\): zip/);

    const boundary = 'b';
    const noFile = await upload(
      admin.headers,
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe('Attach the CSV file to the form.');

    const json = await t.app.inject({
      method: 'POST',
      url: IMPORT,
      headers: admin.headers,
      payload: { csv: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('Send the CSV as a text/csv body or a multipart file.');
    expect((await upload(admin.headers, '<sales/>', 'application/xml')).statusCode).toBe(415);

    const big = await upload(admin.headers, 'x'.repeat(SALES_UPLOAD_MAX_BYTES + 100 * 1024));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toMatch(/npm run import:sales/);
  });

  it('answers a stray quote as a bad row, or a 400 when the file cannot be read on', async () => {
    const midField = salesCsv([
      saleLine(1, { city: 'Midquote' }),
      saleLine(2, { city: 'Midquote', price: '2"00000' }),
    ]);
    const report = await upload(admin.headers, midField);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({ rows: 2, inserted: 1, rejectedCount: 1 });
    expect(report.json().rejected[0]).toEqual({
      row: 2,
      line: 3,
      message: 'price: "2"00000" is not a number',
    });

    const unclosed = await upload(admin.headers, salesCsv(['"Unclosed,CA']));
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().error).toEqual({
      code: 'validation-error',
      message: 'The file is not valid CSV: the quote opened on line 2 is never closed.',
    });
  });
});
