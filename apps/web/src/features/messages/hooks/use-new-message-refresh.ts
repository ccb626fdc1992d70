import { useEffect, useRef } from 'react';
import { api } from '@/lib/api';
import { selectNotifications, useAppDispatch, useAppSelector } from '@/stores/hooks';

/**
 * The notifications a new entry in a conversation brings, to either side: a message, or a tour's
 * request or decision (which join the conversation's thread).
 */
const MESSAGE_KINDS = new Set([
  'agent-message',
  'agent-reply',
  'tour-requested',
  'tour-confirmed',
  'tour-declined',
]);

/**
 * Reloads the inbox, the open thread and the unread count when the live notifications bring a
 * new message or tour entry (the stream the bell already keeps open), so a reply shows without a reload.
 */
export function useNewMessageRefresh() {
  const dispatch = useAppDispatch();
  const newest = useAppSelector(
    (state) => selectNotifications(state).items.find((item) => MESSAGE_KINDS.has(item.kind))?.id,
  );
  const seen = useRef(newest);
  useEffect(() => {
    if (newest === seen.current) return;
    seen.current = newest;
    if (newest) dispatch(api.util.invalidateTags(['Conversations', 'Messages']));
  }, [newest, dispatch]);
}
