import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A speciality's name as the page's language shows it: 'Dermatologist' -> 'त्वचा रोग विशेषज्ञ'. */
export type SpecialityName = (name: string) => string;

/** English, and any text shown as it is. */
export const asGiven: SpecialityName = (name) => name;

/**
 * The speciality names of `t`'s language (the `common` namespace's `specialities`,
 * keyed by the English name the API, the search and the addresses use). A name
 * the catalogue has, in any case and spacing, gives its name in the language; any
 * other (a doctor's own words, an old name) stays exactly as given, and so does
 * every name in English.
 */
export function specialityNameOf(t: TFunction<'common'>): SpecialityName {
  const byKey = new Map(namesOf(t).map((entry) => [entry.key.toLowerCase(), entry] as const));
  if (byKey.size === 0) return asGiven;
  return (name) => {
    const found = byKey.get(name.trim().toLowerCase());
    // A language that shows the name as it is (English) keeps the visitor's own spelling.
    return found && found.shown !== found.key ? found.shown : name;
  };
}

/**
 * The other way: a speciality's name as typed in the page's language ('दंत चिकित्सक')
 * -> the English name the search uses ('Dentist'); any other text as given.
 */
export function specialityOfShownName(t: TFunction<'common'>): SpecialityName {
  const byShown = new Map(
    namesOf(t)
      .filter((entry) => entry.shown !== entry.key)
      .map((entry) => [entry.shown.toLowerCase(), entry] as const),
  );
  if (byShown.size === 0) return asGiven;
  return (text) => byShown.get(text.trim().toLowerCase())?.key ?? text;
}

/** The catalogue's names: each English name (the key) and its name in `t`'s language. */
function namesOf(t: TFunction<'common'>): { key: string; shown: string }[] {
  const catalogue: unknown = t('specialities', { returnObjects: true });
  if (catalogue === null || typeof catalogue !== 'object') return [];
  return Object.entries(catalogue).flatMap(([key, shown]) =>
    typeof shown === 'string' ? [{ key, shown }] : [],
  );
}

/**
 * The speciality names of the page's language: `const name = useSpecialityName();
 * name('Dermatologist')`. Only for what is shown: what is sent or searched stays
 * the English name.
 */
export function useSpecialityName(): SpecialityName {
  const { t } = useTranslation('common');
  return useMemo(() => specialityNameOf(t), [t]);
}

/** specialityOfShownName in the page's language: what a search form sends. */
export function useSpecialityOfShownName(): SpecialityName {
  const { t } = useTranslation('common');
  return useMemo(() => specialityOfShownName(t), [t]);
}
