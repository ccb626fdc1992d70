import { describeSavedSearch, savedSearchPath } from '@nestwise/shared';
import { alertLine } from './saved-searches.messages';
import type { AlertMail } from './saved-searches.ports';
import type { AlertRow, SavedSearchRow } from './saved-searches.repo';

/** The web page an unsubscribe link opens; it asks the API to turn the alerts off. */
export function unsubscribeLink(publicUrl: string, token: string): string {
  const url = new URL('/unsubscribe/saved-search', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function subject(search: SavedSearchRow, alerts: AlertRow[]): string {
  if (alerts.length > 1) return `${alerts.length} updates for your search “${search.name}”`;
  return alerts[0]?.kind === 'price-drop'
    ? `Price drop for your search “${search.name}”`
    : `New listing for your search “${search.name}”`;
}

/**
 * One mail per saved search and sending: a single match (instant) or the day's matches (daily
 * digest). Every mail carries the link that turns this search's alerts off without signing in.
 */
export function alertMail(options: {
  to: string;
  publicUrl: string;
  search: SavedSearchRow;
  alerts: AlertRow[];
  unsubscribeToken: string;
}): AlertMail {
  const { publicUrl, search, alerts } = options;
  const link = (path: string) => new URL(path, publicUrl).toString();
  const items = alerts.map((alert) => ({
    line: alertLine({ ...alert, oldPrice: alert.oldPrice }),
    href: link(`/properties/${alert.propertyId}`),
  }));
  const seeAll = link(savedSearchPath(search.filters));
  const manage = link('/dashboard/saved-searches');
  const unsubscribe = unsubscribeLink(publicUrl, options.unsubscribeToken);
  const how =
    search.frequency === 'daily' ? 'You get one email a day' : 'You get an email as it happens';
  const intro = `Homes matching your saved search “${search.name}” (${describeSavedSearch(search.filters)}):`;
  const text = [
    'Hello,',
    '',
    intro,
    '',
    ...items.flatMap((item) => [`• ${item.line}`, `  ${item.href}`]),
    '',
    `See every match: ${seeAll}`,
    '',
    `${how} when a home matches this search. Manage your saved searches: ${manage}`,
    `Turn off alerts for this search: ${unsubscribe}`,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...items.map(
      (item) => `<li><a href="${escapeHtml(item.href)}">${escapeHtml(item.line)}</a></li>`,
    ),
    '</ul>',
    `<p><a href="${escapeHtml(seeAll)}">See every match</a></p>`,
    `<p style="color:#64748b;font-size:12px">${escapeHtml(how)} when a home matches this search. ` +
      `<a href="${escapeHtml(manage)}">Manage your saved searches</a> · ` +
      `<a href="${escapeHtml(unsubscribe)}">Turn off alerts for this search</a></p>`,
  ].join('\n');
  return { to: options.to, subject: subject(search, alerts), text, html };
}
