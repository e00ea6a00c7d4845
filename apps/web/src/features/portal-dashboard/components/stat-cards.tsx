import {
  CalendarClock,
  IndianRupee,
  TrendingDown,
  TrendingUp,
  UserRoundPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/format';
import type { Dashboard, DashboardCard } from '../api/get-dashboard';
import { changeText } from '../utils/format-change';

interface CardSpec {
  key: keyof Dashboard['cards'];
  icon: LucideIcon;
  tone: string;
  /** Rupees, or a count. */
  money?: boolean;
}

// Spec order: Total Patients, Total Earnings, Pending Requests, Upcoming Appointments.
const CARDS: CardSpec[] = [
  {
    key: 'totalPatients',
    icon: Users,
    tone: 'bg-brand-50 text-brand-800',
  },
  {
    key: 'totalEarnings',
    icon: IndianRupee,
    tone: 'bg-green-50 text-green-800',
    // Rupees from the server.
    money: true,
  },
  {
    key: 'pendingRequests',
    icon: UserRoundPlus,
    tone: 'bg-amber-50 text-amber-800',
  },
  {
    key: 'upcomingAppointments',
    icon: CalendarClock,
    tone: 'bg-blue-50 text-blue-800',
  },
];

function Change({ card }: { card: DashboardCard }) {
  const { t } = useTranslation('portal');
  const { changePercent } = card;
  const up = changePercent !== null && changePercent > 0;
  const down = changePercent !== null && changePercent < 0;
  const Icon = down ? TrendingDown : TrendingUp;
  return (
    <p
      className={cn(
        'mt-2 flex items-start gap-1.5 text-xs sm:mt-3 sm:text-sm',
        up ? 'text-green-700' : down ? 'text-red-700' : 'text-slate-600',
      )}
    >
      {up || down ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
      <span>{changeText(changePercent, card.comparedTo, t)}</span>
    </p>
  );
}

/** The four figures at the top of the dashboard, each with its change. */
export function StatCards({ cards }: { cards: Dashboard['cards'] }) {
  const { t } = useTranslation('portal');
  const f = useFormat();
  return (
    <ul
      aria-label={t('dashboard.figures')}
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
    >
      {CARDS.map(({ key, icon: Icon, tone, money }) => {
        const card = cards[key];
        return (
          <li
            key={key}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
            aria-labelledby={`stat-${key}`}
          >
            <div className="flex items-start justify-between gap-3">
              <p id={`stat-${key}`} className="text-sm font-medium text-slate-600">
                {t(`dashboard.cards.${key}`)}
              </p>
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-xl sm:size-10',
                  tone,
                )}
              >
                <Icon aria-hidden="true" className="size-4 sm:size-5" />
              </span>
            </div>
            <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
              {money ? f.rupees(Math.round(card.value * 100) / 100) : f.number(card.value)}
            </p>
            <Change card={card} />
          </li>
        );
      })}
    </ul>
  );
}
