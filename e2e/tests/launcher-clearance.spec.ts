import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, DEMO } from '../fixtures/accounts';
import { gotoApp } from '../fixtures/app';

/**
 * The floating AI assistant button never covers a control: a control scrolled to where the
 * button sits (a table row's action, a phone card's buttons, the map's "Draw an area") stays
 * clickable, because the button steps up out of its way.
 */

const LAUNCHER = 'AI Assistant - Click to open/close chat interface';

const launcher = (page: Page) => page.getByRole('button', { name: LAUNCHER });

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Scrolls `control` to the launcher's height, then expects the launcher clear of it. */
async function expectClear(page: Page, control: Locator) {
  await expect(launcher(page)).toBeVisible({ timeout: 20_000 });
  const home = (await launcher(page).boundingBox())!;
  await control.evaluate(
    (element, y) => {
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - y);
    },
    home.y + home.height / 2,
  );
  await expect
    .poll(async () =>
      overlaps((await launcher(page).boundingBox())!, (await control.boundingBox())!),
    )
    .toBe(false);
  // And a real click reaches it (Playwright refuses when another element would take the click).
  await control.click({ trial: true, timeout: 3_000 });
}

test('admin users: a row action scrolled to the launcher stays clear and clickable (1280)', async ({
  page,
}) => {
  // Short enough that a row can be scrolled down to the launcher.
  await page.setViewportSize({ width: 1280, height: 560 });
  await signIn(page, DEMO.admin);
  await gotoApp(page, '/dashboard/users');
  const action = page.getByRole('button', { name: /^(Deactivate|Activate) / }).nth(1);
  await expect(action).toBeVisible();
  await expectClear(page, action);
});

test('phone: a card’s buttons scrolled to the launcher stay clear and clickable (375)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoApp(page, '/properties');
  const compare = page.getByRole('button', { name: /^Compare (?!now)/ }).nth(1);
  await expect(compare).toBeVisible();
  await expectClear(page, compare);
});

test('map: "Draw an area" stays clear of the launcher, on a phone and at 1280', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoApp(page, '/properties');
  await page.getByRole('button', { name: 'Show map' }).click();
  const draw = page.getByRole('button', { name: 'Draw an area' });
  await expect(draw).toBeVisible();
  await expect(launcher(page)).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => overlaps((await launcher(page).boundingBox())!, (await draw.boundingBox())!))
    .toBe(false);
  await draw.click({ trial: true, timeout: 3_000 });

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(draw).toBeVisible();
  await expect
    .poll(async () => overlaps((await launcher(page).boundingBox())!, (await draw.boundingBox())!))
    .toBe(false);
  await draw.click({ trial: true, timeout: 3_000 });
});
