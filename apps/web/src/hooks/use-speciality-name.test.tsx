// The specialities' names come from the API in English; a Hindi page shows each in
// Hindi (the `common` catalogue's `specialities`), an unknown one as it is, and
// what is searched stays English.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '@clinic/shared/i18n/en/common';
import hi from '@clinic/shared/i18n/hi/common';
import type { I18n, Language } from '@/lib/i18n';
import { createTestI18n, RAW_KEY } from '@/testing/i18n';
import { useSpecialityName, useSpecialityOfShownName } from './use-speciality-name';

function wrapperFor(i18n: I18n) {
  return ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
}

function nameIn(language: Language) {
  return renderHook(() => useSpecialityName(), { wrapper: wrapperFor(createTestI18n(language)) })
    .result.current;
}

const ENGLISH = Object.keys(en.specialities);
const UNKNOWN = [
  'Ayurvedic Cosmetology',
  'Dermatologist & Cosmetologist',
  'Homoeopathy: classical',
  'specialities.Dentist',
  'Dentist.',
  'constructor',
  '__proto__',
  'toString',
  'General Physician/Dentist',
  '',
  '   ',
];

describe('useSpecialityName', () => {
  it('shows every name as it is in English, in any spelling', () => {
    const name = nameIn('en');
    for (const english of ENGLISH) expect(name(english)).toBe(english);
    expect(name('dentist')).toBe('dentist');
    expect(name(' General Physician ')).toBe(' General Physician ');
    for (const text of UNKNOWN) expect(name(text)).toBe(text);
  });

  it('shows every name of the catalogue in Hindi on a Hindi page', () => {
    const name = nameIn('hi');
    expect(name('General Physician')).toBe('सामान्य चिकित्सक');
    expect(name('Dermatologist')).toBe('त्वचा रोग विशेषज्ञ');
    expect(name('Dentist')).toBe('दंत चिकित्सक');
    expect(name('Gynecologist/Obstetrician')).toBe('स्त्री रोग एवं प्रसूति विशेषज्ञ');
    expect(name('ENT Specialist')).toBe('नाक-कान-गला रोग विशेषज्ञ');
    for (const english of ENGLISH) {
      expect(name(english), english).toBe(hi.specialities[english as keyof typeof hi.specialities]);
      expect(name(english), english).toMatch(/^[\u0900-\u097F -]+$/);
    }
  });

  it('knows a name in another case or with spaces around it', () => {
    const name = nameIn('hi');
    expect(name('dermatologist')).toBe('त्वचा रोग विशेषज्ञ');
    expect(name('  GENERAL PHYSICIAN ')).toBe('सामान्य चिकित्सक');
  });

  it('leaves an unknown name, a doctor’s own words, as typed and never a raw key', () => {
    const name = nameIn('hi');
    for (const text of UNKNOWN) {
      expect(name(text)).toBe(text);
      expect(name(text)).not.toMatch(RAW_KEY);
    }
  });

  it('follows a language switch', async () => {
    const i18n = createTestI18n('en');
    const { result } = renderHook(() => useSpecialityName(), { wrapper: wrapperFor(i18n) });
    expect(result.current('Pediatrician')).toBe('Pediatrician');
    await act(() => i18n.changeLanguage('hi'));
    expect(result.current('Pediatrician')).toBe('बाल रोग विशेषज्ञ');
    await act(() => i18n.changeLanguage('en'));
    expect(result.current('Pediatrician')).toBe('Pediatrician');
  });
});

describe('useSpecialityOfShownName', () => {
  function englishIn(language: Language) {
    return renderHook(() => useSpecialityOfShownName(), {
      wrapper: wrapperFor(createTestI18n(language)),
    }).result.current;
  }

  it('searches a name typed in Hindi by its English name', () => {
    const english = englishIn('hi');
    expect(english('दंत चिकित्सक')).toBe('Dentist');
    expect(english(' त्वचा रोग विशेषज्ञ ')).toBe('Dermatologist');
    for (const key of ENGLISH) {
      expect(english(hi.specialities[key as keyof typeof hi.specialities])).toBe(key);
    }
  });

  it('leaves English and any other text as typed', () => {
    for (const language of ['en', 'hi'] as const) {
      const english = englishIn(language);
      expect(english('Dentist')).toBe('Dentist');
      expect(english('dentist')).toBe('dentist');
      expect(english('दंत')).toBe('दंत');
      for (const text of UNKNOWN) expect(english(text)).toBe(text);
    }
  });
});
