import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/accounts';

/** Issue 8: an admin imports recorded sales from a CSV on /dashboard/market-data. */

const HEADER =
  'city,state,zip,neighborhood,latitude,longitude,propertyType,bedrooms,bathrooms,squareFeet,lotSize,yearBuilt,garageSpaces,price,soldAt';

/** Two good rows and, as data row 2, one whose price is not a number; unique to this run. */
function salesCsv(): string {
  const street = Date.now() % 100_000;
  return [
    HEADER,
    `Testville,CA,95814,Midtown,38.57,-121.48,house,3,2,${1000 + (street % 500)},,1990,1,${300_000 + street},2024-03-01`,
    `Testville,CA,95814,Midtown,38.57,-121.48,house,2,1,900,,1985,,not-a-price,2024-03-02`,
    `Testville,CA,95816,,38.56,-121.47,condo,2,2,${800 + (street % 300)},,2005,,${250_000 + street},2024-03-03`,
  ].join('\n');
}

const figure = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function upload(page: Page, csv: string) {
  await page
    .getByLabel('Sales CSV file')
    .setInputFiles({ name: 'test-sales.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import sales' }).click();
  await expect(page.getByRole('heading', { name: 'Import report' })).toBeVisible();
}

test('an admin imports a CSV: good rows go in, the bad row is reported, a repeat adds nothing', async ({
  page,
}) => {
  const csv = salesCsv();
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/market-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Market data' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Columns' }).getByRole('listitem')).toHaveCount(15);
  const coverage = page.getByText(/recorded sales and/);
  await expect(coverage).toBeVisible();
  const salesBefore = Number(
    (await coverage.textContent())!.match(/^([\d,]+)/)![1]!.replace(/,/g, ''),
  );

  await upload(page, csv);
  await expect(figure(page, 'Rows')).toHaveText('3');
  await expect(figure(page, 'Inserted')).toHaveText('2');
  await expect(figure(page, 'Duplicates')).toHaveText('0');
  await expect(figure(page, 'Rejected')).toHaveText('1');
  const rejected = page.getByRole('table', { name: 'Rejected rows' }).getByRole('row');
  await expect(rejected).toHaveCount(2);
  await expect(rejected.nth(1).getByRole('cell').first()).toHaveText('2');
  await expect(rejected.nth(1)).toContainText('price');
  await expect(rejected.nth(1)).toContainText('not-a-price');
  // The coverage below reloads after an import.
  await expect(coverage).toContainText(
    `${(salesBefore + 2).toLocaleString('en-US')} recorded sales`,
  );

  await upload(page, csv);
  await expect(figure(page, 'Inserted')).toHaveText('0');
  await expect(figure(page, 'Duplicates')).toHaveText('2');
  await expect(figure(page, 'Rejected')).toHaveText('1');
});

test('a file that is not a CSV is refused before upload', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/market-data');
  await page
    .getByLabel('Sales CSV file')
    .setInputFiles({ name: 'sales.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await page.getByRole('button', { name: 'Import sales' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a .csv file.');
});

test('a buyer opening /dashboard/market-data is sent to /dashboard', async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await page.goto('/dashboard/market-data');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Market data' })).toHaveCount(0);
});
