import { MessagesLink } from '@/features/messages/components/messages-link';
import NotificationsSync from '@/features/notifications/components/notifications-sync';
import { iconButtonClasses } from './nav-styles';

/**
 * What the top bar adds once a user is signed in, in one lazily loaded chunk: the way to Messages
 * with its unread count, and the notifications' live stream (which renders nothing).
 */
export default function SignedInBar({ userId }: { userId: string }) {
  return (
    <>
      <MessagesLink className={iconButtonClasses} />
      <NotificationsSync userId={userId} />
    </>
  );
}
