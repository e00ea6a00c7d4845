import type { TFunction } from 'i18next';
import { env } from '@/config/env';
import type { PageMeta } from '@/hooks/use-page-meta';
import { asGiven, type SpecialityName } from '@/hooks/use-speciality-name';
import type { Language } from '@/lib/i18n';
import { cityOfLocation, searchResultsHref } from '@/lib/search-link';
import type { SearchFilters } from './search-filters';

// The last word of a speciality that names a person, who can be counted:
// 'Dentist', 'General Physician', 'Surgeon', 'Homoeopath', 'ENT Specialist'.
const PERSON = /(?:ist|ian|eon|ath|or|er)$/i;

/**
 * The speciality's practitioners, for a title: 'Dentist' -> 'Dentists',
 * 'Gynecologist/Obstetrician' -> 'Gynecologists/Obstetricians'; a field rather
 * than a person ('Ayurveda') or free text -> 'Ayurveda doctors'.
 */
export function practitionersOf(treatment: string): string {
  const name = treatment.trim();
  if (!name) return 'Doctors';
  const parts = name.split('/');
  if (parts.every((part) => PERSON.test(part.trim()))) {
    return parts.map((part) => `${part.trim()}s`).join('/');
  }
  return `${name} doctors`;
}

/**
 * The words of the head in the language shown: the `search` namespace's `t`, its
 * language, and the specialities' names in it (useSpecialityName; as given if none).
 */
export interface SearchMetaWords {
  t: TFunction<'search'>;
  language: Language;
  speciality?: SpecialityName;
}

/**
 * practitionersOf in the language shown: English makes the plural; a language
 * whose name of a speciality serves for one and many (Hindi) says only a field's
 * doctors. The speciality is named in the language shown.
 */
function practitionersIn(
  treatment: string,
  { t, language, speciality = asGiven }: SearchMetaWords,
): string {
  const name = treatment.trim();
  if (!name) return t('meta.doctorsTitle');
  const parts = name.split('/');
  if (parts.every((part) => PERSON.test(part.trim()))) {
    return language === 'en'
      ? practitionersOf(name)
      : speciality(parts.map((part) => part.trim()).join('/'));
  }
  return t('meta.fieldDoctors', { field: speciality(name) });
}

/**
 * The head of /search-results: the speciality and the city in the title
 * ('Dentists in Mumbai – book a visit | Digital Clinic'), the number of doctors in
 * the description, and a canonical link without sort, filters or page size: the
 * city alone (what the server searches by) and the treatment, and the page from 2 on.
 * Its words are the `search` namespace's `meta` (English and Hindi).
 */
export function searchPageMeta(
  filters: Pick<SearchFilters, 'location' | 'treatment'>,
  page: number,
  total: number | undefined,
  words: SearchMetaWords,
): PageMeta {
  const { t, speciality = asGiven } = words;
  const city = cityOfLocation(filters.location);
  const treatment = filters.treatment.trim();
  const where = city ? t('meta.where', { city }) : '';
  const many = practitionersIn(treatment, words);
  const onPage = page > 1 ? t('meta.page', { page }) : '';
  // In a sentence: 'doctors' when no speciality was asked for.
  const plural = treatment ? many : t('meta.doctors');
  const who = total === 1 ? (treatment ? speciality(treatment) : t('meta.doctor')) : plural;
  const lead = total
    ? t('meta.found', { total, who, where })
    : t('meta.find', { who: plural, where });
  const canonical = searchResultsHref(
    { location: city, treatment },
    page > 1 ? { page: String(page) } : {},
  );
  return {
    title: t('meta.title', { who: many, where, page: onPage, appName: env.appName }),
    description: `${lead} ${t('meta.compare')}`,
    canonical,
    // A search that finds nobody is no page to list.
    ...(total === 0 ? { robots: 'noindex' } : {}),
  };
}
