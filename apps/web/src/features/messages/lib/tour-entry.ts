import type { ConversationEntryKind } from '@nestwise/shared';
import { formatDayTime } from '@/lib/dates';

const DID: Record<Exclude<ConversationEntryKind, 'message'>, string> = {
  'tour-requested': 'requested a tour',
  'tour-confirmed': 'confirmed the tour',
  'tour-declined': 'declined the tour',
};

/**
 * A tour's request or decision as a thread and the inbox say it: "You requested a tour on
 * Dec 5, 2026, 10:30 AM", "Ana Agent confirmed the tour on …" (the tour's time where the viewer is).
 */
export function tourSentence(
  kind: Exclude<ConversationEntryKind, 'message'>,
  who: string,
  startsAt: string | undefined,
): string {
  return `${who} ${DID[kind]}${startsAt ? ` on ${formatDayTime(startsAt)}` : ''}`;
}

const HAPPENED: Record<Exclude<ConversationEntryKind, 'message'>, string> = {
  'tour-requested': 'Tour requested',
  'tour-confirmed': 'Tour confirmed',
  'tour-declined': 'Tour declined',
};

/**
 * The same as the inbox's one line, where the other side's name is already on the row and the
 * tour's time must fit: "Tour confirmed: Dec 5, 2026, 10:30 AM".
 */
export function tourLine(
  kind: Exclude<ConversationEntryKind, 'message'>,
  startsAt: string | undefined,
): string {
  return `${HAPPENED[kind]}${startsAt ? `: ${formatDayTime(startsAt)}` : ''}`;
}
