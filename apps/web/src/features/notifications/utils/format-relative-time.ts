import type { TFunction } from 'i18next';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a notification arrived, as people say it: 'Just now', '5 min ago', '3 h ago',
 * 'Yesterday', '4 days ago', then the date ('12 Mar 2026'), in the language of `t`;
 * `formatDate` writes the date (the day as the viewer's clock has it).
 */
export function formatRelativeTime(
  instant: string,
  now: Date,
  t: TFunction<'portal'>,
  formatDate: (at: Date) => string,
): string {
  const then = new Date(instant);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return instant;
  if (elapsed < MINUTE_MS) return t('notifications.justNow');
  if (elapsed < HOUR_MS)
    return t('notifications.minutesAgo', { count: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS)
    return t('notifications.hoursAgo', { count: Math.floor(elapsed / HOUR_MS) });
  if (elapsed < 2 * DAY_MS) return t('notifications.yesterday');
  if (elapsed < 7 * DAY_MS)
    return t('notifications.daysAgo', { count: Math.floor(elapsed / DAY_MS) });
  return formatDate(then);
}
