import type { TFunction } from 'i18next';

/** 20 -> '+20%', -2 -> '-2%', 0 -> '0%', 12.46 -> '+12.5%'. */
export function formatChange(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  if (rounded === 0) return '0%';
  return `${rounded > 0 ? '+' : '-'}${Math.abs(rounded)}%`;
}

const PERIODS: Record<string, 'lastMonth' | 'yesterday'> = {
  'last month': 'lastMonth',
  yesterday: 'yesterday',
};

/**
 * '+20% from last month', or a plain note when there was nothing to compare with, in
 * the language of `t`; the API names the period in English ('last month', 'yesterday').
 */
export function changeText(
  percent: number | null,
  comparedTo: string,
  t: TFunction<'portal'>,
): string {
  const period = PERIODS[comparedTo];
  const when = period ? t(`dashboard.comparedTo.${period}`) : comparedTo;
  if (percent === null) return t('dashboard.noData', { comparedTo: when });
  return t('dashboard.change', { change: formatChange(percent), comparedTo: when });
}
