import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const LAUNCHER = 'AI Assistant - Click to open/close chat interface';
const PLACEHOLDER = 'Type or use mic to ask about properties...';
const SCREENSHOTS = 'test-results/assistant-screenshots';

/**
 * A scripted Web Speech API for headless Chromium, which has no microphone and no voices: the only
 * test double these tests use. Installed before any page script runs.
 *
 * - `window.__speech.failNext = 'not-allowed'` makes the next start() fail with that error code.
 * - `window.__speech.interim(text)` / `window.__speech.final(text)` deliver results to the session.
 * - stop() ends the session (after a final result for any interim text); abort() ends it silently.
 * - `window.__tts` records utterances; `finish()` ends the current one; cancel() interrupts it.
 */
async function installScriptedSpeech(page: Page, options: { recognition?: boolean } = {}) {
  await page.addInitScript(
    ({ recognition }) => {
      type Handler = ((event: unknown) => void) | null;
      interface Session {
        lang: string;
        continuous: boolean;
        interimResults: boolean;
        onstart: Handler;
        onresult: Handler;
        onerror: Handler;
        onend: Handler;
        running: boolean;
        interimText: string;
      }
      const speech = {
        sessions: [] as Session[],
        current: null as Session | null,
        failNext: null as string | null,
        stops: 0,
        aborts: 0,
        deliver(session: Session, text: string, isFinal: boolean) {
          const alternative = { transcript: text, confidence: 0.9 };
          const result = Object.assign([alternative], { isFinal });
          session.onresult?.({ resultIndex: 0, results: [result] });
        },
        interim(text: string) {
          const session = speech.current;
          if (!session?.running) throw new Error('not listening');
          session.interimText = text;
          speech.deliver(session, text, false);
        },
        final(text: string) {
          const session = speech.current;
          if (!session?.running) throw new Error('not listening');
          session.interimText = '';
          speech.deliver(session, text, true);
          speech.end(session);
        },
        end(session: Session) {
          if (!session.running) return;
          session.running = false;
          if (speech.current === session) speech.current = null;
          session.onend?.({});
        },
      };

      class ScriptedRecognition implements Session {
        lang = '';
        continuous = true;
        interimResults = false;
        maxAlternatives = 1;
        onstart: Handler = null;
        onresult: Handler = null;
        onerror: Handler = null;
        onend: Handler = null;
        running = false;
        interimText = '';
        start() {
          if (this.running) throw new Error('InvalidStateError: already started');
          speech.sessions.push(this);
          speech.current = this;
          this.running = true;
          const failure = speech.failNext;
          speech.failNext = null;
          void Promise.resolve().then(() => {
            this.onstart?.({});
            if (failure) {
              this.onerror?.({ error: failure });
              speech.end(this);
            }
          });
        }
        stop() {
          speech.stops += 1;
          if (!this.running) return;
          // Like Chrome: what was being said becomes the final result.
          if (this.interimText) speech.deliver(this, this.interimText, true);
          this.interimText = '';
          speech.end(this);
        }
        abort() {
          speech.aborts += 1;
          if (!this.running) return;
          this.onerror?.({ error: 'aborted' });
          speech.end(this);
        }
      }

      const scope = window as unknown as Record<string, unknown>;
      delete scope.SpeechRecognition;
      delete scope.webkitSpeechRecognition;
      if (recognition) {
        scope.SpeechRecognition = ScriptedRecognition;
        scope.webkitSpeechRecognition = ScriptedRecognition;
      }
      scope.__speech = speech;

      class ScriptedUtterance {
        lang = '';
        rate = 1;
        pitch = 1;
        volume = 1;
        onstart: Handler = null;
        onend: Handler = null;
        onpause: Handler = null;
        onresume: Handler = null;
        onerror: Handler = null;
        constructor(readonly text: string) {}
      }
      const tts = {
        spoken: [] as ScriptedUtterance[],
        current: null as ScriptedUtterance | null,
        cancels: 0,
        speak(utterance: ScriptedUtterance) {
          tts.spoken.push(utterance);
          tts.current = utterance;
          void Promise.resolve().then(() => utterance.onstart?.({}));
        },
        cancel() {
          tts.cancels += 1;
          const utterance = tts.current;
          tts.current = null;
          utterance?.onerror?.({ error: 'interrupted' });
        },
        finish() {
          const utterance = tts.current;
          tts.current = null;
          utterance?.onend?.({});
        },
        pause() {
          tts.current?.onpause?.({});
        },
        resume() {
          tts.current?.onresume?.({});
        },
        getVoices: () => [],
        speaking: false,
        pending: false,
        paused: false,
        addEventListener() {},
        removeEventListener() {},
      };
      Object.defineProperty(window, 'speechSynthesis', { value: tts, configurable: true });
      scope.SpeechSynthesisUtterance = ScriptedUtterance;
      scope.__tts = tts;
    },
    { recognition: options.recognition ?? true },
  );
}

async function openWidget(page: Page, path = '/') {
  await page.goto(path);
  const launcher = page.getByRole('button', { name: LAUNCHER });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  await expect(panel).toBeVisible();
  return { launcher, panel };
}

async function ask(page: Page, question: string) {
  const input = page.getByPlaceholder(PLACEHOLDER);
  await input.fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
}

const replies = (page: Page) => page.locator('[data-message="assistant"]');
const speech = <T>(page: Page, fn: string) => page.evaluate<T>(fn);

test.describe('AI assistant widget', () => {
  test.beforeEach(async ({ page }) => installScriptedSpeech(page));

  test("the widget's code loads on first use, not with the page", async ({ page }) => {
    const widgetChunks = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /assistant-widget-[\w-]+\.js$/.test(entry.name)).length,
      );
    const response = await page.goto('/');
    expect((await response?.text()) ?? '').not.toMatch(/assistant-widget-[\w-]+\.js/);
    const launcher = page.getByRole('button', { name: LAUNCHER });
    await expect(launcher).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(await widgetChunks()).toBe(0);

    // Reaching for the button fetches it; the click opens the panel.
    await launcher.hover();
    await expect.poll(widgetChunks).toBe(1);
    await launcher.click();
    await expect(page.getByRole('dialog', { name: 'AI Assistant' })).toBeVisible();
  });

  test('the closed button, the panel, its empty state and Clear', async ({ page }) => {
    const { launcher, panel } = await openWidget(page);
    await expect(launcher).toHaveAttribute('title', LAUNCHER);
    await expect(launcher).toHaveAttribute('data-state', 'open');
    await expect(panel.getByText('Beta', { exact: true })).toBeVisible();
    await expect(panel.getByText('Ask AI anything!')).toBeVisible();
    await expect(
      panel.getByText('Properties • Pricing • Market Trends • Virtual Tours'),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Clear' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Send' })).toHaveCount(0);

    // An example question asks it.
    await panel.getByRole('button', { name: /market trend downtown/ }).click();
    await expect(panel.locator('[data-message="user"]')).toContainText(
      "What's the market trend downtown?",
    );
    // The demo has a downtown in several cities, so the assistant asks which one it means.
    await expect(replies(page).first()).toContainText(
      /Several cities have a downtown: .+\. Which city do you mean\?/,
    );
    await expect(panel.locator('[data-message="user"] time')).toHaveText(/^\d{1,2}:\d{2}/);

    await panel.getByRole('button', { name: 'Clear' }).click();
    await expect(panel.getByText('Ask AI anything!')).toBeVisible();
    await panel.getByRole('button', { name: 'Close AI Assistant' }).click();
    await expect(panel).toBeHidden();
    await expect(launcher).toHaveAttribute('data-state', 'closed');
  });

  test('typed question → cards → View Details → a follow-up about "this one"', async ({ page }) => {
    const { panel } = await openWidget(page);
    const input = page.getByPlaceholder(PLACEHOLDER);
    await input.fill('   Show me 3-bedroom houses under $500K   ');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(input).toHaveValue('');
    await expect(panel.locator('[data-message="user"]').first()).toContainText(
      /^Show me 3-bedroom houses under \$500K/,
    );
    const first = replies(page).first();
    await expect(first.getByText(/^I found \d+ houses/)).toBeVisible();
    await expect(input).toBeFocused();
    await expect(input).toBeEnabled();

    // At most 3 cards, each with an image, a badge, a price and at most 3 features.
    const cards = first.getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByRole('img')).toBeVisible();
      await expect(card.getByText(/^\$[\d,]+(\/mo)?$/)).toBeVisible();
      expect(await card.locator('ul[aria-label="Features"] li').count()).toBeLessThanOrEqual(3);
    }
    const box = first.locator('section').first();
    await expect(box.getByText(/\d+ characters · \d+ words/)).toBeVisible();
    const scroller = box.locator('[aria-busy]');
    expect(await scroller.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('150px');

    const card = cards.first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link', { name: 'View Details →' }).click();
    await expect(page).toHaveURL(/\/properties\/[0-9a-f-]+$/);
    const id = page.url().split('/').pop()!;
    await expect(panel.getByText(`Asking about: ${title}`)).toBeVisible();

    const sent = page.waitForRequest('**/api/assistant/query');
    await ask(page, 'How much is this one?');
    const body = (await sent).postDataJSON() as {
      propertyContext?: { id: string };
      previousFilters?: Record<string, unknown>;
      recentSearchResults?: { id: string; price: number }[];
    };
    expect(body.propertyContext?.id).toBe(id);
    expect(body.previousFilters).toMatchObject({
      propertyType: 'house',
      maxPrice: 500000,
      minBedrooms: 3,
    });
    expect(body.recentSearchResults?.map((r) => r.id)).toContain(id);
    await expect(replies(page).nth(1)).toContainText(title);
    await expect(replies(page).nth(1)).toContainText(/\$[\d,]+/);
  });

  test('a spoken question shows the interim text, then is asked', async ({ page }) => {
    const { launcher, panel } = await openWidget(page);
    await panel.getByRole('button', { name: 'Ask by voice' }).click();
    await expect(panel.getByText('Listening for your property question...')).toBeVisible();
    await expect(launcher).toHaveAttribute('data-state', 'listening');
    const settings = await speech<{ lang: string; interimResults: boolean }>(
      page,
      '({ lang: __speech.current.lang, interimResults: __speech.current.interimResults })',
    );
    expect(settings).toEqual({ lang: 'en-US', interimResults: true });

    await speech(page, '__speech.interim("show me three bedroom")');
    const bubble = panel.locator('[data-message="interim"]');
    await expect(bubble).toContainText("You're saying...");
    await expect(bubble).toContainText('show me three bedroom');

    await speech(page, '__speech.final("Show me 3-bedroom houses under $500K")');
    await expect(bubble).toHaveCount(0);
    await expect(panel.locator('[data-message="user"]')).toContainText(
      'Show me 3-bedroom houses under $500K',
    );
    await expect(replies(page).first().getByRole('article')).toHaveCount(3);
    await expect(launcher).toHaveAttribute('data-state', 'open');
  });

  test('listening stops by itself after 10 s', async ({ page }) => {
    const { panel } = await openWidget(page);
    // A paused fake clock: the 10 s pass only when the test says so.
    await page.clock.install();
    const now = await speech<number>(page, 'Date.now()');
    await page.clock.pauseAt(now + 1_000);
    await panel.getByRole('button', { name: 'Ask by voice' }).click();
    await expect(panel.getByText('Listening for your property question...')).toBeVisible();
    await speech(page, '__speech.interim("homes in austin")');
    await page.clock.runFor(9_999);
    await expect(panel.getByText('Listening for your property question...')).toBeVisible();
    expect(await speech<number>(page, '__speech.stops')).toBe(0);
    await page.clock.runFor(1);
    await expect(panel.getByText('Listening for your property question...')).toBeHidden();
    expect(await speech<number>(page, '__speech.stops')).toBe(1);
    // What was being said when it stopped is asked.
    await page.clock.resume();
    await expect(panel.locator('[data-message="user"]')).toContainText('homes in austin');
    await expect(replies(page).first()).toContainText('Austin');
  });

  test('closing the panel stops listening', async ({ page }) => {
    const { launcher, panel } = await openWidget(page);
    await panel.getByRole('button', { name: 'Ask by voice' }).click();
    await expect(launcher).toHaveAttribute('data-state', 'listening');
    await panel.getByRole('button', { name: 'Close AI Assistant' }).click();
    await expect(launcher).toHaveAttribute('data-state', 'closed');
    expect(await speech<boolean>(page, '__speech.current === null')).toBe(true);
  });

  test('the voice errors are clear messages in a red banner, with a red dot on the button', async ({
    page,
  }) => {
    const { launcher, panel } = await openWidget(page);
    const cases = [
      ['not-allowed', /Microphone access denied/],
      ['no-speech', /No speech detected/],
      ['network', /Network error during voice recognition/],
      ['bad-grammar', /Voice recognition error/],
    ] as const;
    for (const [code, message] of cases) {
      await speech(page, `__speech.failNext = ${JSON.stringify(code)}`);
      await panel.getByRole('button', { name: 'Ask by voice' }).click();
      await expect(panel.getByRole('alert')).toHaveText(message);
      await expect(launcher.locator('[data-indicator="error"]')).toBeVisible();
      await expect(launcher).toHaveAttribute('data-state', 'open');
    }
    await panel.getByRole('button', { name: 'Dismiss error' }).click();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(launcher.locator('[data-indicator="error"]')).toHaveCount(0);
  });

  test('read-aloud toggles with the speaking state', async ({ page }) => {
    const { panel } = await openWidget(page);
    await ask(page, 'hello');
    const box = replies(page).first();
    const speaker = box.getByRole('button', { name: 'Click to speak response' });
    await expect(speaker).toBeEnabled();
    await speaker.click();
    await expect(box.getByRole('button', { name: 'Stop speaking' })).toHaveAttribute(
      'title',
      'Stop speaking',
    );
    await expect(box.getByText('Speaking...')).toBeVisible();
    const utterance = await speech<Record<string, unknown>>(
      page,
      '({ rate: __tts.spoken[0].rate, pitch: __tts.spoken[0].pitch, volume: __tts.spoken[0].volume, lang: __tts.spoken[0].lang })',
    );
    expect(utterance).toEqual({ rate: 0.9, pitch: 1, volume: 1, lang: 'en-US' });

    await box.getByRole('button', { name: 'Stop speaking' }).click();
    await expect(box.getByText('Speaking...')).toBeHidden();
    expect(await speech<number>(page, '__tts.cancels')).toBeGreaterThan(0);

    await box.getByRole('button', { name: 'Click to speak response' }).click();
    await expect(box.getByText('Speaking...')).toBeVisible();
    await speech(page, '__tts.pause()');
    await expect(box.getByText('Speaking...')).toBeHidden();
    await speech(page, '__tts.resume()');
    await expect(box.getByText('Speaking...')).toBeVisible();
    await speech(page, '__tts.finish()');
    await expect(box.getByRole('button', { name: 'Click to speak response' })).toBeVisible();
    await expect(panel.getByText('Speaking...')).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the open panel has no axe violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await openWidget(page);
      await ask(page, 'Show me 3-bedroom houses under $500K');
      await expect(replies(page).first().getByRole('article')).toHaveCount(3);
      await page.getByPlaceholder(PLACEHOLDER).fill('a question');
      const results = await new AxeBuilder({ page })
        .include('[data-assistant-widget]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
      ).toEqual([]);
    });
  }

  for (const width of [375, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`screenshot of the open widget at ${width} px, ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 768 ? 740 : 860 });
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        const { panel } = await openWidget(page);
        await ask(page, 'Show me 3-bedroom houses under $500K');
        await expect(replies(page).first().getByRole('article')).toHaveCount(3);
        await speech(
          page,
          'document.querySelectorAll("img").forEach((i) => (i.loading = "eager"))',
        );
        await expect(panel).toBeVisible();
        fs.mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: `${SCREENSHOTS}/assistant-${width}-${theme}.png` });
      });
    }
  }
});

test.describe('AI assistant without speech recognition', () => {
  test.beforeEach(async ({ page }) => installScriptedSpeech(page, { recognition: false }));

  test('shows the message and hides the mic', async ({ page }) => {
    const { panel } = await openWidget(page);
    await expect(
      panel.getByText(
        'Voice input not supported in this browser. Please use Chrome, Edge, or Safari.',
      ),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Ask by voice' })).toHaveCount(0);
    // Typing still works.
    await ask(page, 'hello');
    await expect(replies(page).first()).toBeVisible();
  });
});
