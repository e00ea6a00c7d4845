import type { TFunction } from 'i18next';
import { env } from '@/config/env';
import type { PageMeta } from '@/hooks/use-page-meta';
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

/** The words of the head in the language shown: the `search` namespace's `t` and its language. */
export interface SearchMetaWords {
  t: TFunction<'search'>;
  language: Language;
}

/**
 * practitionersOf in the language shown: English makes the plural; a language
 * that leaves the speciality's name as it is (Hindi) says only a field's doctors.
 */
function practitionersIn(treatment: string, { t, language }: SearchMetaWords): string {
  const name = treatment.trim();
  if (!name) return t('meta.doctorsTitle');
  const parts = name.split('/');
  if (parts.every((part) => PERSON.test(part.trim()))) {
    return language === 'en' ? practitionersOf(name) : parts.map((part) => part.trim()).join('/');
  }
  return t('meta.fieldDoctors', { field: name });
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
  const { t } = words;
  const city = cityOfLocation(filters.location);
  const treatment = filters.treatment.trim();
  const where = city ? t('meta.where', { city }) : '';
  const many = practitionersIn(treatment, words);
  const onPage = page > 1 ? t('meta.page', { page }) : '';
  // In a sentence: 'doctors' when no speciality was asked for.
  const plural = treatment ? many : t('meta.doctors');
  const who = total === 1 ? treatment || t('meta.doctor') : plural;
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
