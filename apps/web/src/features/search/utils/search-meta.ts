import { env } from '@/config/env';
import type { PageMeta } from '@/hooks/use-page-meta';
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
 * The head of /search-results: the speciality and the city in the title
 * ('Dentists in Mumbai – book a visit | Digital Clinic'), the number of doctors in
 * the description, and a canonical link without sort, filters or page size: the
 * city alone (what the server searches by) and the treatment, and the page from 2 on.
 */
export function searchPageMeta(
  filters: Pick<SearchFilters, 'location' | 'treatment'>,
  page: number,
  total: number | undefined,
): PageMeta {
  const city = cityOfLocation(filters.location);
  const treatment = filters.treatment.trim();
  const where = city ? ` in ${city}` : '';
  const many = practitionersOf(treatment);
  const onPage = page > 1 ? `, page ${page}` : '';
  // In a sentence: 'doctors' when no speciality was asked for.
  const plural = treatment ? many : 'doctors';
  const who = total === 1 ? treatment || 'doctor' : plural;
  const lead = total ? `${total} verified ${who}${where}.` : `Find verified ${plural}${where}.`;
  const canonical = searchResultsHref(
    { location: city, treatment },
    page > 1 ? { page: String(page) } : {},
  );
  return {
    title: `${many}${where}${onPage} – book a visit | ${env.appName}`,
    description: `${lead} Compare fees, patient stories and free slots, and book a clinic visit or a video consultation.`,
    canonical,
    // A search that finds nobody is no page to list.
    ...(total === 0 ? { robots: 'noindex' } : {}),
  };
}
