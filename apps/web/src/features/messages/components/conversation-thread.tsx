import type { ConversationEntryKind, TConversation, TConversationMessage } from '@nestwise/shared';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { strokeIcon } from '@/components/ui/icons';
import { TextAreaField } from '@/components/ui/form-fields';
import { QueryFallback } from '@/components/ui/query-error';
import { ListSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDayTime } from '@/lib/dates';
import { tourSentence } from '../lib/tour-entry';
import { errorMessage } from '@/lib/error-message';
import {
  useConversation,
  useConversationMessages,
  useMarkRead,
  useReply,
} from '../api/conversations';

function Bubble({ message }: { message: TConversationMessage }) {
  return (
    <li className={cn('flex', message.mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 sm:max-w-[70%]',
          message.mine
            ? 'rounded-br-sm bg-teal-700 text-white'
            : 'rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        <p className="break-words whitespace-pre-line">
          <span className="sr-only">{message.mine ? 'You' : message.senderName} wrote: </span>
          {message.body}
        </p>
        <p
          className={cn(
            'mt-1 text-xs',
            message.mine ? 'text-teal-50' : 'text-slate-600 dark:text-slate-300',
          )}
        >
          {formatDayTime(message.createdAt)}
          {message.mine && message.readAt && ' · Seen'}
        </p>
      </div>
    </li>
  );
}

/** A calendar page: a tour's date. */
const CalendarIcon = strokeIcon(
  'M7 3v4M17 3v4M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
);

/**
 * A tour's request, confirmation or decline, in the thread between the messages: a line across
 * it, as portals show a thread's events, with the request's note below.
 */
function TourEntry({
  entry,
}: {
  entry: TConversationMessage & { kind: Exclude<ConversationEntryKind, 'message'> };
}) {
  const who = entry.mine ? 'You' : entry.senderName;
  return (
    <li className="flex justify-center">
      <div
        className={cn(
          'max-w-[90%] rounded-xl border px-4 py-2 text-center text-sm',
          entry.kind === 'tour-declined'
            ? 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-950'
            : 'border-teal-200 bg-teal-50 dark:border-teal-800 dark:bg-teal-950',
        )}
      >
        <p className="font-semibold">
          <CalendarIcon className="mr-1.5 inline size-4 align-[-3px]" />
          {tourSentence(entry.kind, who, entry.tour?.startsAt)}
        </p>
        {entry.body && <p className="mt-1 break-words whitespace-pre-line">“{entry.body}”</p>}
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          {formatDayTime(entry.createdAt)}
        </p>
      </div>
    </li>
  );
}

const isTour = (
  entry: TConversationMessage,
): entry is TConversationMessage & { kind: Exclude<ConversationEntryKind, 'message'> } =>
  entry.kind !== 'message';

/** The reply box: Enter with Ctrl or ⌘ sends, as does the button. */
function ReplyBox({ conversation }: { conversation: TConversation }) {
  const [body, setBody] = useState('');
  const [reply, state] = useReply();
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!body.trim() || state.isLoading) return;
    const done = await reply({ id: conversation.id, body });
    if ('data' in done) setBody('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
  };
  return (
    <form
      onSubmit={send}
      aria-label="Reply"
      className="border-t border-slate-200 p-3 dark:border-slate-800"
    >
      <TextAreaField
        label={`Message ${conversation.counterpart.name}`}
        rows={3}
        maxLength={2000}
        required
        value={body}
        onValueChange={setBody}
        onKeyDown={onKeyDown}
        placeholder="Write a reply"
      />
      {state.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {errorMessage(state.error)}
        </p>
      )}
      <div className="mt-2 flex justify-end">
        <Button type="submit" disabled={state.isLoading || !body.trim()}>
          {state.isLoading ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}

/**
 * One conversation: the listing and the other side, the messages oldest to newest (earlier ones
 * on demand), and the reply box. Opening it, and each new message from the other side, marks
 * what was written to the user read.
 */
export function ConversationThread({ id }: { id: string }) {
  const conversation = useConversation(id);
  const thread = useConversationMessages(id);
  const [markRead] = useMarkRead();
  const pages = thread.data?.pages ?? [];
  const messages = pages.flatMap((page) => page.items).reverse();
  const newest = pages[0]?.items[0];
  const newestIncoming =
    newest?.kind === 'message' && !newest.mine && !newest.readAt ? newest.id : null;
  const unread = conversation.data?.unreadCount ?? 0;

  useEffect(() => {
    if (newestIncoming || unread > 0) void markRead(id);
  }, [id, newestIncoming, unread, markRead]);

  // The newest message in view when the thread opens or grows at its end.
  const end = useRef<HTMLLIElement>(null);
  // Braces: Chromium's scrollIntoView may answer a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newest?.id]);

  if (!conversation.data) {
    return (
      <div className="p-4">
        <QueryFallback
          query={conversation}
          what="this conversation"
          loading={<ListSkeleton label="Loading the conversation" rows={3} />}
        />
      </div>
    );
  }
  const { counterpart, propertyId, propertyTitle, role } = conversation.data;
  return (
    <section aria-label={`Conversation with ${counterpart.name}`} className="flex h-full flex-col">
      <header className="border-b border-slate-200 p-4 dark:border-slate-800">
        <h2 className="text-lg font-semibold">{counterpart.name}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {role === 'buyer' ? 'Listing agent' : 'Buyer'}
          {' · '}
          {propertyId && propertyTitle ? (
            <Link
              to={paths.property(propertyId)}
              className="font-medium text-teal-800 hover:underline dark:text-teal-300"
            >
              {propertyTitle}
            </Link>
          ) : (
            'Listing no longer available'
          )}
        </p>
      </header>
      <div className="min-h-64 flex-1 overflow-y-auto p-4">
        <QueryFallback
          query={thread}
          what="the messages"
          loading={<ListSkeleton label="Loading the messages" rows={3} rowHeight="h-12" />}
        />
        {thread.hasNextPage && (
          <div className="mb-3 flex justify-center">
            <Button
              variant="secondary"
              disabled={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              {thread.isFetchingNextPage ? 'Loading…' : 'Load earlier messages'}
            </Button>
          </div>
        )}
        <ol aria-label="Messages" className="space-y-3">
          {messages.map((entry) =>
            isTour(entry) ? (
              <TourEntry key={entry.id} entry={entry} />
            ) : (
              <Bubble key={entry.id} message={entry} />
            ),
          )}
          <li ref={end} aria-hidden="true" />
        </ol>
      </div>
      <ReplyBox conversation={conversation.data} />
    </section>
  );
}
