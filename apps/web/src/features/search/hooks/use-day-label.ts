import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';

/**
 * A day's name in the language shown: the server's own label in English
 * ('Today', 'Tomorrow', 'Wed, 12 Mar'), else the same said in that language.
 */
export function useDayLabel(): (day: { date: string; label: string }) => string {
  const { t } = useTranslation('search');
  const f = useFormat();
  return (day) => {
    if (f.language === 'en') return day.label;
    if (day.label === 'Today') return t('slots.today');
    if (day.label === 'Tomorrow') return t('slots.tomorrow');
    return f.date(day.date, 'short');
  };
}
