import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/accounts';

/** The tab panel of the open tool. */
const panel = (page: Page) => page.getByRole('tabpanel');

test.describe('AI tools page', () => {
  test('tabs follow the URL and the keyboard, with the spec menu names', async ({ page }) => {
    await page.goto('/ai-tools');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([
      'Property Valuation',
      'Property Intelligence',
      'Deal Structuring',
      'Contract Parser',
      'ROI Simulator',
      'Compliance Checker',
    ]);
    await expect(page.getByRole('tab', { name: 'Property Valuation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Property Valuation' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?tab=intelligence$/);
    await expect(page.getByRole('tab', { name: 'Property Intelligence' })).toBeFocused();
    await page.getByRole('tab', { name: 'Contract Parser' }).click();
    await expect(page).toHaveURL(/\?tab=contract$/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Property Intelligence' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('valuation returns an estimate for a Sacramento house, with comparables', async ({
    page,
  }) => {
    await page.goto('/ai-tools?tab=valuation');
    const form = page.getByRole('form', { name: 'Valuation' });
    await form.getByLabel('City').fill('Sacramento');
    await form.getByLabel('State').fill('CA');
    await form.getByLabel('ZIP code').fill('95823');
    await form.getByLabel('Property type').selectOption('house');
    await form.getByLabel('Bedrooms').fill('3');
    await form.getByLabel('Bathrooms').fill('2');
    await form.getByLabel('Living area').fill('1500');
    await form.getByRole('button', { name: 'Estimate value' }).click();
    await expect(page.getByTestId('valuation-estimate')).toHaveText(/^\$\d{2,3},\d{3}$/, {
      timeout: 30_000,
    });
    await expect(page.getByText(/80 % range: \$[\d,]+ – \$[\d,]+/)).toBeVisible();
    const comparables = page.getByRole('table', { name: 'Comparable sales' });
    await expect(comparables.getByRole('row')).toHaveCount(6);
  });

  test('valuation shows the server’s message for bad input', async ({ page }) => {
    await page.goto('/ai-tools?tab=valuation');
    const form = page.getByRole('form', { name: 'Valuation' });
    await form.getByLabel('City').fill('Sacramento');
    await form.getByLabel('State').fill('C');
    await form.getByLabel('Bedrooms').fill('3');
    await form.getByLabel('Bathrooms').fill('2');
    await form.getByLabel('Living area').fill('1500');
    await form.getByRole('button', { name: 'Estimate value' }).click();
    await expect(form.getByRole('alert')).toHaveText('state must be a two-letter code');
  });

  test('property intelligence shows figures and charts', async ({ page }) => {
    await page.goto('/ai-tools?tab=intelligence');
    const form = page.getByRole('form', { name: 'Market area' });
    await form.getByLabel('City').fill('Sacramento');
    await form.getByRole('button', { name: 'Show market' }).click();
    await expect(
      panel(page)
        .locator('dt')
        .filter({ hasText: /^Median price$/ }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('figure', { name: 'Monthly median sale price' })).toBeVisible();
    const distribution = page.getByRole('figure', { name: 'Price distribution' });
    await expect(distribution.locator('.recharts-bar-rectangle').first()).toBeVisible();
  });

  test('deal structuring shows five scenarios and recomputes as the price changes', async ({
    page,
  }) => {
    await page.goto('/ai-tools?tab=dealStructuring');
    const table = page.getByRole('table', { name: 'Financing scenarios compared' });
    await expect(table.getByRole('columnheader')).toHaveCount(6);
    for (const name of ['Conventional', 'FHA', 'VA', 'Seller financing', 'All cash']) {
      await expect(table.getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
    }
    const cashToClose = table.getByRole('row', { name: /^Cash to close/ });
    await expect(cashToClose).toContainText('$103,500'); // 20 % of $450,000 + 3 % closing
    await page.getByRole('spinbutton', { name: 'Purchase price' }).fill('500000');
    await expect(cashToClose).toContainText('$115,000');
    await expect(
      page.getByRole('figure', { name: /^Conventional \(20 % down\), \$/ }),
    ).toBeVisible();
  });

  test('ROI simulator shows an IRR and recalculates live', async ({ page }) => {
    await page.goto('/ai-tools?tab=roi');
    const irr = page.getByTestId('roi-irr');
    await expect(irr).toHaveText(/^-?\d+\.\d{2} %$/);
    const before = await irr.textContent();
    await page.getByRole('spinbutton', { name: 'Monthly rent' }).fill('3200');
    await expect(irr).not.toHaveText(before!);
    await expect(page.getByRole('figure', { name: 'Equity over time' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Yearly operating table' }).getByRole('row'),
    ).toHaveCount(11);
  });

  test('ROI simulator is prefilled from a listing', async ({ page, request }) => {
    const response = await request.get('/api/properties?limit=1');
    const { items } = (await response.json()) as {
      items: { id: string; price: number; status: string }[];
    };
    const listing = items[0]!;
    await page.goto(`/ai-tools?tab=roi&propertyId=${listing.id}`);
    await expect(page.getByText('Prefilled from')).toBeVisible();
    const field =
      listing.status === 'for-rent' || listing.status === 'rented'
        ? 'Monthly rent'
        : 'Purchase price';
    await expect(page.getByRole('spinbutton', { name: field })).toHaveValue(String(listing.price));
  });

  test('contract parser extracts the price from pasted text, with its source', async ({ page }) => {
    await page.goto('/ai-tools?tab=contract');
    await page
      .getByLabel('Or paste the contract text')
      .fill(
        'PURCHASE AGREEMENT\nBuyer: Jane Q. Doe\nSeller: John Roe\nThe purchase price is $512,000. Closing shall occur on or before June 30, 2025.\nThe Effective Date of this Agreement is May 1, 2025.',
      );
    await page.getByRole('button', { name: 'Extract terms' }).click();
    await expect(page.getByTestId('contract-purchasePrice')).toHaveText('$512,000');
    await expect(page.locator('mark', { hasText: '$512,000' })).toBeVisible();
    await expect(page.getByText('Not found in this text')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deadlines timeline' })).toBeVisible();
  });

  test('compliance checker flags "adults only" with its source and a rewording', async ({
    page,
  }) => {
    await page.goto('/ai-tools?tab=compliance');
    await page.getByLabel('Title').fill('Quiet two-bedroom condo');
    await page
      .getByLabel('Description')
      .fill('Sunny condo near the river. Adults only, perfect for a quiet life.');
    await page.getByRole('button', { name: 'Check listing' }).click();
    const finding = page
      .getByRole('article')
      .filter({ hasText: /adults only/i })
      .first();
    await expect(finding).toContainText('high');
    await expect(finding).toContainText('42 U.S.C. § 3604(c)');
    await expect(finding).toContainText('Suggested:');
    await expect(finding.locator('mark')).toHaveText(/adults only/i);
  });

  test('the dashboard shows the same tools inside its layout', async ({ page }) => {
    await signIn(page, DEMO.buyer);
    await page.goto('/dashboard/ai-tools?tab=dealStructuring');
    await expect(page.getByRole('complementary', { name: 'Dashboard sidebar' })).toBeAttached();
    await expect(page.getByRole('tab', { name: 'Deal Structuring' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('table', { name: 'Financing scenarios compared' })).toBeVisible();
  });
});
