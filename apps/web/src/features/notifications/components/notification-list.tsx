import {
  BadgeCheck,
  Bell,
  BellOff,
  CalendarClock,
  CalendarPlus,
  CalendarX,
  ChevronDown,
  LifeBuoy,
  Star,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PageLoader } from '@/components/ui/page-loader';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { clock } from '@/lib/clock';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/format';
import { useGetNotificationsQuery, type PortalNotification } from '../api/get-notifications';
import { useMarkAllNotificationsReadMutation } from '../api/mark-all-notifications-read';
import { useMarkNotificationReadMutation } from '../api/mark-notification-read';
import { formatRelativeTime } from '../utils/format-relative-time';

const KIND_ICONS: Record<string, LucideIcon> = {
  appointment_request: CalendarPlus,
  appointment_cancelled: CalendarX,
  appointment_moved: CalendarClock,
  verification_result: BadgeCheck,
  review: Star,
  ticket_answered: LifeBuoy,
  ticket_resolved: LifeBuoy,
  ticket_reopened: LifeBuoy,
};

/**
 * The doctor's notifications, newest first. Clicking one shows its description (one
 * open at a time; clicking it again closes it) and marks it read. Mounted only while
 * the panel is open, so closing the panel collapses whatever was open.
 */
export function NotificationList() {
  const { t } = useTranslation('portal');
  const errorMessage = useApiErrorMessage();
  const f = useFormat();
  const { data, isLoading, error, refetch } = useGetNotificationsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const now = clock.now();
  // Older ones by their date, as the viewer's own clock has it.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  if (isLoading) return <PageLoader label={t('notifications.loading')} />;
  if (error || !data) {
    return (
      <div role="alert" className="p-5 text-sm text-red-700">
        <p>{errorMessage(error, t('fallbacks.notifications'))}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-3 font-semibold text-brand-800 underline"
        >
          {t('notifications.tryAgain')}
        </button>
      </div>
    );
  }

  const toggle = (item: PortalNotification) => {
    setExpandedId((current) => (current === item.id ? null : item.id));
    if (!item.read) {
      markRead(item.id)
        .unwrap()
        .catch((err: unknown) => toast.error(errorMessage(err, t('fallbacks.markRead'))));
    }
  };

  const onMarkAll = () => {
    markAllRead()
      .unwrap()
      .catch((err: unknown) => toast.error(errorMessage(err, t('fallbacks.markRead'))));
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-2.5">
        <p className="text-sm text-slate-600" aria-live="polite">
          {data.unread > 0
            ? t('notifications.unreadCount', { count: data.unread })
            : t('notifications.allCaughtUp')}
        </p>
        <button
          type="button"
          onClick={onMarkAll}
          disabled={data.unread === 0 || markingAll}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
        >
          {t('notifications.markAll')}
        </button>
      </div>
      {data.notifications.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <BellOff aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 text-sm font-medium text-slate-700">{t('notifications.empty')}</p>
        </div>
      ) : (
        <ul className="flex-1 divide-y divide-slate-100 overflow-y-auto">
          {data.notifications.map((item) => {
            const expanded = expandedId === item.id;
            const Icon = KIND_ICONS[item.kind ?? ''] ?? Bell;
            const panelId = `notification-${item.id}`;
            return (
              <li key={item.id} className={cn(!item.read && 'bg-brand-50/50')}>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(item)}
                  className="flex w-full items-start gap-3 px-5 py-4 text-left hover:bg-slate-50 focus-visible:-outline-offset-2"
                >
                  <span
                    className={cn(
                      'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
                      item.read ? 'bg-slate-100 text-slate-500' : 'bg-brand-100 text-brand-800',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4.5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-start justify-between gap-2">
                      <span
                        className={cn(
                          'text-sm text-slate-900',
                          item.read ? 'font-medium' : 'font-semibold',
                        )}
                      >
                        {item.title}
                        {item.read ? null : (
                          <span className="sr-only">{t('notifications.unreadMark')}</span>
                        )}
                      </span>
                      {item.read ? null : (
                        <span
                          aria-hidden="true"
                          className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600"
                        />
                      )}
                    </span>
                    <span className="mt-0.5 block text-xs text-slate-600">
                      {formatRelativeTime(item.createdAt, now, t, (at) =>
                        f.instantDate(at, timeZone, 'medium'),
                      )}
                    </span>
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className={cn(
                      'mt-1 size-4 shrink-0 text-slate-500 transition-transform',
                      expanded && 'rotate-180',
                    )}
                  />
                </button>
                <div
                  id={panelId}
                  hidden={!expanded}
                  className="px-5 pb-4 pl-17 text-sm leading-6 text-slate-700"
                >
                  {item.description}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
