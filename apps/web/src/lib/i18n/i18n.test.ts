import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSlotTime } from '@clinic/shared/slots';
import { createTestI18n } from '@/testing/i18n';
import {
  formatDate,
  formatDateInput,
  formatInstantTime,
  formatNumber,
  formatRupees,
} from './format';
import {
  createI18n,
  detectLanguage,
  documentLanguage,
  switchLanguage,
  usedNamespaces,
} from './index';

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  document.documentElement.lang = 'en';
});

describe('createI18n', () => {
  it('loads the asked namespaces of the language from their catalogues, and no other', async () => {
    const i18n = await createI18n('hi', ['common']);
    expect(i18n.language).toBe('hi');
    expect(i18n.t('nav.doctors')).toBe('डॉक्टर');
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(usedNamespaces(i18n)).toEqual(['common']);
  });

  it('loads what the new language needs before switching, then remembers the choice', async () => {
    const i18n = await createI18n('en', ['common']);
    await switchLanguage(i18n, 'hi');
    expect(i18n.language).toBe('hi');
    expect(i18n.t('footer.quickLinks')).toBe('त्वरित लिंक');
    expect(document.cookie).toContain('lang=hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('throws on a missing key in the tests', () => {
    const i18n = createTestI18n('hi');
    // @ts-expect-error: a key no catalogue has
    expect(() => i18n.t('nav.nowhere')).toThrow(/Missing translation common:nav.nowhere/);
  });
});

describe('plurals', () => {
  it('counts years of experience in the singular for one, in both languages', () => {
    const en = createTestI18n('en');
    expect(en.t('profile:card.experience', { count: 1 })).toBe('1 year of experience');
    expect(en.t('profile:card.experience', { count: 12 })).toBe('12 years of experience');
    const hi = createTestI18n('hi');
    expect(hi.t('profile:card.experience', { count: 1 })).toMatch(/^1 /);
  });
});

describe('detectLanguage', () => {
  it('takes the lang cookie first', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    document.cookie = 'lang=hi; path=/';
    expect(detectLanguage()).toBe('hi');
  });

  it('else Hindi when the browser lists any Hindi, else English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-IN', 'hi-IN']);
    expect(detectLanguage()).toBe('hi');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['mr-IN', 'en']);
    expect(detectLanguage()).toBe('en');
  });

  it("a server-rendered page's language is its <html lang>", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en']);
    document.documentElement.lang = 'hi';
    expect(documentLanguage()).toBe('hi');
  });
});

describe('format', () => {
  it('formats numbers and rupees in en-IN and hi-IN', () => {
    expect(formatNumber(123456, 'en')).toBe('1,23,456');
    expect(formatNumber(123456, 'hi')).toBe('1,23,456');
    expect(formatRupees(1100, 'en')).toBe('₹1,100');
    expect(formatRupees(1100.5, 'hi')).toBe('₹1,100.50');
  });

  it('formats dates in words per language, and date inputs as dd-mm-yyyy', () => {
    expect(formatDate('2026-09-03', 'en')).toBe('3 September 2026');
    expect(formatDate('2026-09-03', 'hi')).toBe('3 सितंबर 2026');
    expect(formatDate('2026-09-03', 'hi', 'longWithWeekday')).toBe('गुरुवार, 3 सितंबर 2026');
    expect(formatDateInput('2026-09-03')).toBe('03-09-2026');
  });

  it('formats a time of day in the clinic zone', () => {
    expect(formatInstantTime('2026-03-12T03:30:00Z', 'Asia/Kolkata', 'en')).toMatch(/^09:00\sam$/i);
  });

  it("writes English times exactly in the spec's form '09:00 AM', every half hour of the day", () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
      const instant = new Date(Date.UTC(2026, 2, 12, 0, minutes));
      expect(formatInstantTime(instant, 'UTC', 'en')).toBe(formatSlotTime(minutes));
    }
    expect(formatInstantTime('2026-03-12T03:30:00Z', 'Asia/Kolkata', 'en')).toBe('09:00 AM');
    expect(formatInstantTime('2026-03-12T07:00:00Z', 'Asia/Kolkata', 'en')).toBe('12:30 PM');
    expect(formatInstantTime('2026-03-11T19:00:00Z', 'Asia/Kolkata', 'en')).toBe('12:30 AM');
  });

  it("writes Hindi times in hi-IN's own form, from the instant and the clinic's zone", () => {
    const hiIN = new Intl.DateTimeFormat('hi-IN', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    });
    const instant = '2026-03-12T11:30:00Z';
    expect(formatInstantTime(instant, 'Asia/Kolkata', 'hi')).toBe(hiIN.format(new Date(instant)));
    expect(formatInstantTime(instant, 'Asia/Kolkata', 'hi')).toMatch(/^05:00\s/);
  });
});
