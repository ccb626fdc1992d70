import { useState } from 'react';
import { Dropdown } from '@/components/ui/dropdown';
import { BellIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { markNotificationRead, removeNotification } from '@/stores/interface-slice';
import { selectNotifications, useAppDispatch, useAppSelector } from '@/stores/hooks';
import { iconButtonClasses } from './nav-styles';
import { SAMPLE_NOTIFICATIONS } from './sample-notifications';

interface Entry {
  key: string;
  title: string;
  message: string;
  time: string;
  isRead: boolean;
  onRead: () => void;
  onRemove?: () => void;
}

export function NotificationsMenu() {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectNotifications);
  const [readSamples, setReadSamples] = useState<string[]>([]);

  const entries: Entry[] = [
    ...stored.map((n) => ({
      key: String(n.id),
      title: n.title ?? 'Notification',
      message: n.message ?? '',
      time: new Date(n.createdAt).toLocaleString(),
      isRead: n.isRead,
      onRead: () => dispatch(markNotificationRead(n.id)),
      onRemove: () => dispatch(removeNotification(n.id)),
    })),
    ...SAMPLE_NOTIFICATIONS.map((s) => ({
      key: s.id,
      title: s.title,
      message: s.message,
      time: s.time,
      isRead: readSamples.includes(s.id),
      onRead: () => setReadSamples((ids) => (ids.includes(s.id) ? ids : [...ids, s.id])),
    })),
  ];
  const unread = entries.filter((e) => !e.isRead).length;

  return (
    <Dropdown
      ariaLabel={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      trigger={
        <>
          <BellIcon />
          {unread > 0 && (
            <span className="absolute top-1 right-1 grid min-w-4 place-items-center rounded-full bg-red-700 px-1 text-[10px] leading-4 font-bold text-white">
              {unread}
            </span>
          )}
        </>
      }
      buttonClassName={iconButtonClasses}
      panelClassName="w-80 max-w-[calc(100vw-2rem)]"
    >
      {() => (
        <div>
          <div className="flex items-center justify-between px-2 py-1">
            <h2 className="text-sm font-semibold">Notifications</h2>
            {unread > 0 && (
              <button
                type="button"
                className="rounded px-1 text-xs font-semibold text-teal-700 hover:underline dark:text-teal-300"
                onClick={() => entries.forEach((e) => e.onRead())}
              >
                Mark all as read
              </button>
            )}
          </div>
          <ul className="mt-1 max-h-96 overflow-y-auto">
            {entries.map((entry) => (
              <li key={entry.key} className="flex items-start gap-1">
                <button
                  type="button"
                  onClick={entry.onRead}
                  className="flex flex-1 gap-2 rounded-lg px-2 py-2 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      entry.isRead ? 'bg-transparent' : 'bg-teal-600',
                    )}
                  />
                  <span>
                    <span className="block text-sm font-medium">
                      {entry.title}
                      {!entry.isRead && <span className="sr-only"> (unread)</span>}
                    </span>
                    <span className="block text-xs text-slate-600 dark:text-slate-300">
                      {entry.message}
                    </span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {entry.time}
                    </span>
                  </span>
                </button>
                {entry.onRemove && (
                  <button
                    type="button"
                    onClick={entry.onRemove}
                    className="rounded px-2 py-2 text-xs text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                    aria-label={`Remove notification: ${entry.title}`}
                  >
                    ✕
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dropdown>
  );
}
