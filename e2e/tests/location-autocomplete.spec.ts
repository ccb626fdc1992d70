import { expect, test, type Page } from '@playwright/test';
import { gotoApp } from '../fixtures/app';
import { expectNoViolations } from '../fixtures/axe';

const SCREENSHOTS = 'test-results/location-autocomplete';

const cards = (page: Page) => page.getByRole('list', { name: 'Properties' }).getByRole('article');
const box = (page: Page) => page.getByRole('combobox', { name: 'Location' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggested places' });

/** Every card's place line reads "Austin, TX". */
async function expectOnlyAustin(page: Page) {
  await expect(cards(page).first()).toBeVisible();
  const places = await cards(page)
    .getByText(/, [A-Z]{2}$/)
    .allTextContents();
  expect(places.length).toBeGreaterThan(0);
  expect(new Set(places)).toEqual(new Set(['Austin, TX']));
}

/** The listings the suggestion counted ("12 homes") are the ones the search finds. */
async function countOf(page: Page, name: RegExp) {
  const text = await suggestions(page).getByRole('option', { name }).innerText();
  return Number(/([\d,]+) homes?/.exec(text)![1]!.replace(/,/g, ''));
}

test.describe('location autocomplete', () => {
  test('home: "aus" suggests Austin, TX first; choosing it shows only Austin homes', async ({
    page,
  }) => {
    await gotoApp(page, '/');
    await box(page).pressSequentially('aus');
    await expect(suggestions(page)).toBeVisible();
    await expect(suggestions(page).getByRole('option').first()).toHaveText(/^Austin, TX/);
    await expect(suggestions(page).getByRole('group', { name: 'Cities' })).toBeVisible();
    const counted = await countOf(page, /^Austin, TX/);
    await expectNoViolations(page, 'home with the suggestions open');

    await suggestions(page)
      .getByRole('option', { name: /^Austin, TX/ })
      .click();
    await expect(page).toHaveURL('/properties?city=Austin&state=TX');
    await expectOnlyAustin(page);
    await expect(page.getByTestId('result-count')).toHaveText(
      new RegExp(`(^| of )${counted} propert(y|ies)$`),
    );
    await expect(box(page)).toHaveValue('Austin, TX');
  });

  test('filter bar: keyboard choice of a city, then a ZIP code', async ({ page }) => {
    await gotoApp(page, '/properties?mode=rent');
    await box(page).pressSequentially('aus');
    await expect(suggestions(page).getByRole('option').first()).toHaveText(/^Austin, TX/);
    await box(page).press('ArrowDown');
    const first = suggestions(page).getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id'))!,
    );
    await box(page).press('Enter');
    await expect(page).toHaveURL('/properties?mode=rent&city=Austin&state=TX');
    await expectOnlyAustin(page);

    await box(page).fill('');
    await box(page).pressSequentially('787');
    const zip = suggestions(page).getByRole('group', { name: 'ZIP codes' }).getByRole('option');
    await expect(zip.first()).toHaveText(/^787\d\d/);
    const code = (await zip.first().innerText()).slice(0, 5);
    await box(page).press('ArrowDown');
    await box(page).press('Enter');
    await expect(page).toHaveURL(`/properties?mode=rent&zip=${code}`);
    await expectOnlyAustin(page);
    await expect(page.getByRole('button', { name: `Remove filter ZIP: ${code}` })).toBeVisible();
  });

  test('a street fragment suggests addresses; choosing one opens that listing', async ({
    page,
    request,
  }) => {
    const { items } = (await (
      await request.get('/api/properties?mode=buy&city=Austin&limit=1')
    ).json()) as { items: Array<{ id: string; title: string; location: { address: string } }> };
    const listing = items[0]!;
    // "Congress Ave" of "1234 Congress Ave": the street without its number.
    const street = listing.location.address.replace(/^\d+\s+/, '');
    await gotoApp(page, '/properties');
    await box(page).pressSequentially(street);
    const address = suggestions(page)
      .getByRole('group', { name: 'Addresses' })
      .getByRole('option', { name: new RegExp(`^${listing.location.address}`) });
    await expect(address).toBeVisible();
    await address.click();
    await expect(page).toHaveURL(`/properties/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  });

  test('Escape closes the list; typed text without a choice still searches', async ({ page }) => {
    await gotoApp(page, '/properties');
    await box(page).pressSequentially('austin');
    await expect(suggestions(page)).toBeVisible();
    await box(page).press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await box(page).press('Enter');
    await expect(page).toHaveURL('/properties?location=austin');
    await expectOnlyAustin(page);
  });

  for (const [name, width, height] of [
    ['desktop', 1280, 800],
    ['mobile', 390, 844],
  ] as const) {
    for (const theme of ['dark', 'light'] as const) {
      test(`screenshots: ${name}, ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await gotoApp(page, '/');
        if (theme === 'light') {
          await page.getByRole('button', { name: 'Switch to light theme' }).click();
        }
        await box(page).pressSequentially('a');
        await expect(suggestions(page).getByRole('option').first()).toBeVisible();
        await box(page).press('ArrowDown');
        await box(page).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SCREENSHOTS}/home-${name}-${theme}.png` });

        await gotoApp(page, '/properties');
        await box(page).pressSequentially('78');
        await expect(suggestions(page).getByRole('option').first()).toBeVisible();
        await page.screenshot({ path: `${SCREENSHOTS}/properties-${name}-${theme}.png` });
        await expectNoViolations(page, `/properties with suggestions, ${name} ${theme}`);
      });
    }
  }
});
