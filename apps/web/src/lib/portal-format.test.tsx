import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ageLabel } from '@clinic/shared/patients';
import { displayDate } from '@clinic/shared/portal';
import { createTestI18n } from '@/testing/i18n';
import { isoOfDisplayDate, useAgeLabel, useDisplayDate } from './portal-format';

function inLanguage(language: 'en' | 'hi') {
  const i18n = createTestI18n(language);
  return ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
}

describe('portal-format', () => {
  it('reads displayDate back', () => {
    expect(isoOfDisplayDate('15 Jan 2025')).toBe('2025-01-15');
    expect(isoOfDisplayDate(displayDate('2026-09-03'))).toBe('2026-09-03');
    expect(isoOfDisplayDate('2025-01-15')).toBeNull();
    expect(isoOfDisplayDate('15 Foo 2025')).toBeNull();
  });

  it('writes ages as ageLabel in English, in Hindi words in Hindi', () => {
    const en = renderHook(() => useAgeLabel(), { wrapper: inLanguage('en') }).result.current;
    for (const years of [0, 1, 2, 34]) {
      expect(en(years)).toBe(ageLabel(years));
      expect(en(ageLabel(years))).toBe(ageLabel(years));
    }
    expect(en(null)).toBe(ageLabel(null));
    const hi = renderHook(() => useAgeLabel(), { wrapper: inLanguage('hi') }).result.current;
    expect(hi(34)).toBe('34 वर्ष');
    expect(hi('1 Yrs')).toBe('1 वर्ष');
    expect(hi(null)).toBe('—');
  });

  it('writes dates as displayDate in English, through Intl in Hindi', () => {
    const en = renderHook(() => useDisplayDate(), { wrapper: inLanguage('en') }).result.current;
    expect(en('2026-09-03')).toBe(displayDate('2026-09-03'));
    expect(en('15 Jan 2025')).toBe('15 Jan 2025');
    const hi = renderHook(() => useDisplayDate(), { wrapper: inLanguage('hi') }).result.current;
    expect(hi('2026-03-02')).toBe('2 मार्च 2026');
    expect(hi('15 Jan 2025')).toBe('15 जन॰ 2025');
    expect(hi('soon')).toBe('soon');
  });
});
