import { chromium } from '@playwright/test';
const base = 'http://localhost:3201';
const pw = 'Nestwise!2026';
async function token(email) {
  const r = await fetch(`${base}/identity/v1/accounts:signInWithPassword`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: pw, returnSecureToken: true }) });
  return (await r.json()).idToken;
}
async function api(t, method, path, body) {
  const r = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${t}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path} ${r.status} ${text}`);
  return JSON.parse(text);
}
const buyer = await token('buyer@demo.nestwise.dev');
const agent = await token('agent@demo.nestwise.dev');
const list = await api(buyer, 'GET', '/api/properties?limit=3');
const [a, b] = list.items;
const first = await api(buyer, 'POST', `/api/properties/${b.id}/messages`, { body: 'Hello, is this still available? We would love to see it next week.' });
await api(agent, 'POST', `/api/conversations/${first.conversationId}/messages`, { body: 'Yes it is! Tuesday or Thursday afternoon both work for me.' });
const m = await api(buyer, 'POST', `/api/properties/${a.id}/messages`, { body: 'Hi Jordan, is the roof new? And how old is the water heater?' });
const id = m.conversationId;
await api(agent, 'POST', `/api/conversations/${id}/messages`, { body: 'Great questions. The roof was replaced in 2024, with a 20-year warranty.' });
await api(buyer, 'POST', `/api/conversations/${id}/read`);
await api(buyer, 'POST', `/api/conversations/${id}/messages`, { body: 'Thanks! Could we also see the garage?' });
await api(agent, 'POST', `/api/conversations/${id}/messages`, { body: 'Of course. The water heater is from 2021.\nI can show you the garage on Saturday at 10.' });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const theme of ['light', 'dark']) {
  for (const width of [1280, 375]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 800 } });
    await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await ctx.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Email').fill('buyer@demo.nestwise.dev');
    await page.getByLabel('Password').fill(pw);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/dashboard/);
    await page.goto(`${base}/dashboard/messages`);
    await page.getByRole('list', { name: 'Conversations' }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/inbox-shots/inbox-${width}-${theme}.png`, fullPage: true });
    await page.goto(`${base}/dashboard/messages/${first.conversationId}`);
    await page.getByRole('list', { name: 'Messages' }).getByText('Tuesday').waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/inbox-shots/thread-${width}-${theme}.png`, fullPage: false });
    await page.goto(`${base}/properties/${b.id}`);
    await page.locator('html[data-app="started"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Contact agent' }).click();
    await page.getByRole('form', { name: 'Contact agent' }).getByLabel('Message').fill('One more question: is parking included?');
    await page.getByRole('button', { name: 'Send message' }).click();
    const link = page.getByRole('link', { name: 'View conversation' });
    await link.waitFor();
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/inbox-shots/listing-sent-${width}-${theme}.png` });
    await ctx.close();
  }
}
await browser.close();
console.log('done');
