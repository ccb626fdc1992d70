import { Link } from 'react-router';
import { strokeIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useUnreadMessages } from '../api/conversations';
import { useNewMessageRefresh } from '../hooks/use-new-message-refresh';

/** A speech bubble: conversations with agents and buyers. */
const ChatIcon = strokeIcon('M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.8A8 8 0 1 1 21 12z');

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The top bar's way to Messages, beside the bell, with the unread count: loaded once a user is
 * signed in, so the first route carries none of it.
 */
export function MessagesLink({ className }: { className: string }) {
  useNewMessageRefresh();
  const unread = useUnreadMessages().data?.unreadCount ?? 0;
  return (
    <Link
      to={paths.dashboard.messages}
      className={className}
      aria-label={unread ? `Messages, ${unread} unread` : 'Messages'}
      title="Messages"
    >
      <ChatIcon />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="messages-badge"
          className="absolute top-1 right-1 grid min-w-4 place-items-center rounded-full bg-red-700 px-1 text-[10px] leading-4 font-bold text-white"
        >
          {badgeText(unread)}
        </span>
      )}
    </Link>
  );
}
