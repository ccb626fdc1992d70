import { useNotificationSync } from '../hooks/use-notification-sync';

/** Loaded only once a user is signed in, so the first route carries none of the stream code. */
export default function NotificationsSync({ userId }: { userId: string }) {
  useNotificationSync(userId);
  return null;
}
