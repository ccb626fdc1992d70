import type { TConversation } from '@nestwise/shared';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { HomeIcon } from '@/components/ui/icons';
import { PagedList } from '@/components/ui/paged-list-table';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/dates';
import { formatPrice } from '@/lib/format';
import { sizedImageUrl } from '@/lib/sized-image';
import { useConversations } from '../api/conversations';
import { conversationPath } from '../lib/conversation-path';
import { tourLine } from '../lib/tour-entry';

/** The listing's cover at its smallest stored width, or a house where it has no photo. */
function Thumbnail({ listing }: { listing: TConversation['listing'] }) {
  const url = listing?.image?.url;
  return (
    <span className="size-16 shrink-0 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
      {url ? (
        <img
          src={sizedImageUrl(url, 400)}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <span className="grid size-full place-items-center text-slate-500 dark:text-slate-400">
          <HomeIcon />
        </span>
      )}
    </span>
  );
}

/** The last message, or what last happened to a tour, as the inbox's one line says it. */
function snippet(conversation: TConversation): string {
  const last = conversation.lastMessage;
  if (!last) return '';
  if (last.kind === 'message') return `${last.mine ? 'You: ' : ''}${last.body}`;
  return tourLine(last.kind, last.tour?.startsAt);
}

function ConversationItem({
  conversation,
  selected,
}: {
  conversation: TConversation;
  selected: boolean;
}) {
  const unread = conversation.unreadCount;
  const { listing } = conversation;
  const address = listing
    ? [listing.address, listing.city, [listing.state, listing.zip].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : null;
  return (
    <li>
      <Link
        to={conversationPath(conversation.id)}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'flex gap-3 rounded-xl border p-3 hover:border-teal-600 dark:hover:border-teal-400',
          selected
            ? 'border-teal-700 bg-teal-50 dark:border-teal-400 dark:bg-teal-950'
            : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
        )}
      >
        <Thumbnail listing={listing} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate', unread ? 'font-bold' : 'font-semibold')}>
              {conversation.counterpart.name}
            </span>
            <span className="shrink-0 text-xs text-slate-600 dark:text-slate-300">
              {formatDay(conversation.lastMessageAt)}
            </span>
          </span>
          {listing ? (
            <span className="block truncate text-sm">
              <span className="font-semibold">{formatPrice(listing.price, listing.status)}</span>
              <span className="text-slate-600 dark:text-slate-300"> · {address}</span>
            </span>
          ) : (
            <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
              Listing no longer available
            </span>
          )}
          <span className="mt-1 flex items-center justify-between gap-2">
            <span
              className={cn(
                'truncate text-sm',
                unread
                  ? 'font-semibold text-slate-900 dark:text-slate-100'
                  : 'text-slate-600 dark:text-slate-300',
              )}
            >
              {snippet(conversation)}
            </span>
            {unread > 0 && (
              <span className="shrink-0 rounded-full bg-red-700 px-2 text-xs leading-5 font-bold text-white">
                {unread} unread
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The inbox: every conversation of the user, latest message first, unread ones in bold. */
export function ConversationList({ selectedId }: { selectedId?: string | undefined }) {
  const conversations = useConversations();
  return (
    <PagedList
      query={conversations}
      what="your messages"
      label="Conversations"
      noun={['conversation', 'conversations']}
      moreError="Could not load more conversations. Try again."
      empty={
        <EmptyState title="No messages yet.">
          Contact an agent from a listing’s page and your conversation appears here, with the
          agent’s replies.{' '}
          <Link
            to={paths.properties}
            className="font-medium text-teal-800 hover:underline dark:text-teal-300"
          >
            Browse properties
          </Link>
        </EmptyState>
      }
    >
      {(items) =>
        items.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            selected={conversation.id === selectedId}
          />
        ))
      }
    </PagedList>
  );
}
