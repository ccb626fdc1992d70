import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/accounts';

/** A one-page PDF whose text layer holds `lines` (Helvetica, one line each). */
function pdfWithText(lines: string[]): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 11 Tf 50 750 Td 14 TL ${lines.map((line) => `(${escape(line)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A Word document (word/document.xml with five paragraphs: buyer, seller, $615,000, July 7, 2025). */
const DOCX_BASE64 = [
  'UEsDBBQAAAAIAO1sdV15bjPX6AAAAK0BAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbH1QyU7DMBD9FWuuKHHggBCK',
  '0wPLETiUDxjZk8SqN3nc0v49Tlt6QIXjzFv1+tXeO7GjzDYGBbdtB4KCjsaGScHn+rV5AMEFg0EXAyk4EMNq6NeH',
  'RCyqNrCCuZT0KCXrmTxyGxOFiowxeyz1zJNMqDc4kbzrunupYygUSlMWDxj6Zxpx64p42df3qUcmxyCeTsQlSwGm',
  '5KzGUnG5C+ZXSnNOaKvyyOHZJr6pBJBXExbk74Cz7r0Ok60h8YG5vKGvLPkVs5Em6q2vyvZ/mys94zhaTRf94pZy',
  '1MRcF/euvSAebfjpL49zD99QSwMEFAAAAAgA7Wx1XZv9N+qtAAAAKQEAAAsAAABfcmVscy8ucmVsc43POw7CMAwG',
  '4KtE3mlaBoRQ0y4IqSsqB7ASN61oHkrCo7cnAwNFDIy2f3+W6/ZpZnanECdnBVRFCYysdGqyWsClP232wGJCq3B2',
  'lgQsFKFt6jPNmPJKHCcfWTZsFDCm5A+cRzmSwVg4TzZPBhcMplwGzT3KK2ri27Lc8fBpwNpknRIQOlUB6xdP/9hu',
  'GCZJRydvhmz6ceIrkWUMmpKAhwuKq3e7yCzwpuarF5sXUEsDBBQAAAAIAO1sdV30EhWMCgEAANUBAAARAAAAd29y',
  'ZC9kb2N1bWVudC54bWyNkdtKAzEQhl9lCF7WJl1olaXbUnW1CGrp4QFidnY3mMOSZFv37U0KIohQb/7JzPB9F5P5',
  '8lMrOKLz0pqCTMaMABphK2maghz2j9e3BHzgpuLKGizIgJ4sF/NTXlnRazQBosD4/FSQNoQup9SLFjX3Y9uhibva',
  'Os1DbF1DT9ZVnbMCvY9+rWjG2IxqLg1JyndbDal2KVyKsNgctvfr1a6E1dO2LF/K1/2cpnlKd87uN3LXD+hyWKNC',
  'AxvuPi4SO1QqIW+aO9hxWV0k9i1C1zvRch8fTgoE6eFqNpmOGGPjf/FlXaMI8ojwwAOCrSG0UbJqHOL5srF57tUA',
  'NyPIWDb9y0q/r0Z/fmTxBVBLAQIUAxQAAAAIAO1sdV15bjPX6AAAAK0BAAATAAAAAAAAAAAAAACAAQAAAABbQ29u',
  'dGVudF9UeXBlc10ueG1sUEsBAhQDFAAAAAgA7Wx1XZv9N+qtAAAAKQEAAAsAAAAAAAAAAAAAAIABGQEAAF9yZWxz',
  'Ly5yZWxzUEsBAhQDFAAAAAgA7Wx1XfQSFYwKAQAA1QEAABEAAAAAAAAAAAAAAIAB7wEAAHdvcmQvZG9jdW1lbnQu',
  'eG1sUEsFBgAAAAADAAMAuQAAACgDAAAAAA==',
].join('');

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

  test('ROI simulator and compliance checker are prefilled from a listing', async ({
    page,
    request,
  }) => {
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
    await page.goto(`/ai-tools?tab=compliance&propertyId=${listing.id}`);
    await expect(page.getByLabel('Title')).not.toHaveValue('');
    // Opened from a listing, the check runs without another click.
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
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

  test('contract parser reads an uploaded PDF in the browser', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/ai-tools?tab=contract');
    await page.getByLabel('Upload the contract (PDF, Word .docx or .txt)').setInputFiles({
      name: 'offer.pdf',
      mimeType: 'application/pdf',
      buffer: pdfWithText([
        'RESIDENTIAL PURCHASE AGREEMENT',
        'Buyer: Maria Lopez',
        'Seller: Thomas Grant',
        'The purchase price is $389,500.',
        'The Effective Date of this Agreement is June 2, 2025.',
      ]),
    });
    await expect(page.getByText(/^Read offer\.pdf/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Or paste the contract text')).toHaveValue(/\$389,500/);
    await page.getByRole('button', { name: 'Extract terms' }).click();
    await expect(page.getByTestId('contract-purchasePrice')).toHaveText('$389,500');
    expect(errors.filter((error) => /Content Security Policy|worker/i.test(error))).toEqual([]);
  });

  test('contract parser reads an uploaded Word document', async ({ page }) => {
    await page.goto('/ai-tools?tab=contract');
    await page.getByLabel('Upload the contract (PDF, Word .docx or .txt)').setInputFiles({
      name: 'offer.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(DOCX_BASE64, 'base64'),
    });
    await expect(page.getByText(/^Read offer\.docx/)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Extract terms' }).click();
    await expect(page.getByTestId('contract-purchasePrice')).toHaveText('$615,000');
    await expect(page.getByTestId('contract-buyer')).toHaveText('Helen Park');
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

/** Every tab with its results on screen, checked with axe (WCAG 2.1 AA) in both themes. */
const FILLED_TABS: Array<[string, (page: Page) => Promise<void>]> = [
  [
    'valuation',
    async (page) => {
      await page.getByRole('button', { name: 'Use an example' }).click();
      await page.getByRole('button', { name: 'Estimate value' }).click();
      await expect(page.getByTestId('valuation-estimate')).toBeVisible({ timeout: 30_000 });
    },
  ],
  [
    'intelligence',
    async (page) => {
      await page.getByRole('button', { name: 'Show market' }).click();
      await expect(page.getByRole('figure', { name: 'Price distribution' })).toBeVisible();
    },
  ],
  [
    'dealStructuring',
    async (page) => {
      await expect(page.getByRole('table', { name: 'Financing scenarios compared' })).toBeVisible();
    },
  ],
  [
    'contract',
    async (page) => {
      await page.getByRole('button', { name: 'Use a sample' }).click();
      await page.getByRole('button', { name: 'Extract terms' }).click();
      await expect(page.getByRole('heading', { name: 'Deadlines timeline' })).toBeVisible();
    },
  ],
  [
    'roi',
    async (page) => {
      await expect(page.getByTestId('roi-irr')).toBeVisible();
    },
  ],
  [
    'compliance',
    async (page) => {
      await page.getByLabel('Description').fill('Two-bedroom condo, adults only.');
      await page.getByRole('button', { name: 'Check listing' }).click();
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  ],
];

for (const theme of ['light', 'dark'] as const) {
  test(`every AI tool with its results passes axe in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    for (const [tab, fill] of FILLED_TABS) {
      await page.goto(`/ai-tools?tab=${tab}`);
      await fill(page);
      const results = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(summary, `${tab} (${theme})`).toEqual([]);
    }
  });
}
