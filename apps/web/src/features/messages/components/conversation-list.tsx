import type { TConversation } from '@nestwise/shared';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list-table';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/dates';
import { useConversations } from '../api/conversations';
import { conversationPath } from '../lib/conversation-path';

function ConversationItem({
  conversation,
  selected,
}: {
  conversation: TConversation;
  selected: boolean;
}) {
  const unread = conversation.unreadCount;
  const last = conversation.lastMessage;
  return (
    <li>
      <Link
        to={conversationPath(conversation.id)}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'block rounded-xl border p-3 hover:border-teal-600 dark:hover:border-teal-400',
          selected
            ? 'border-teal-700 bg-teal-50 dark:border-teal-400 dark:bg-teal-950'
            : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
        )}
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate', unread ? 'font-bold' : 'font-semibold')}>
            {conversation.counterpart.name}
          </span>
          <span className="shrink-0 text-xs text-slate-600 dark:text-slate-300">
            {formatDay(conversation.lastMessageAt)}
          </span>
        </span>
        <span className="block truncate text-sm text-teal-800 dark:text-teal-300">
          {conversation.propertyTitle ?? 'Listing no longer available'}
        </span>
        <span className="mt-1 flex items-center justify-between gap-2">
          <span
            className={cn(
              'truncate text-sm',
              unread
                ? 'font-semibold text-slate-900 dark:text-slate-100'
                : 'text-slate-600 dark:text-slate-300',
            )}
          >
            {last ? `${last.mine ? 'You: ' : ''}${last.body}` : ''}
          </span>
          {unread > 0 && (
            <span className="shrink-0 rounded-full bg-red-700 px-2 text-xs leading-5 font-bold text-white">
              {unread} unread
            </span>
          )}
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
