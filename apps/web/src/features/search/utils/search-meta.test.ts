// The head of /search-results in both languages (issue 14): the English is the
// spec's as before; Hindi says the same with the speciality's name as it is.
import { describe, expect, it } from 'vitest';
import type { Language } from '@/lib/i18n';
import { createTestI18n } from '@/testing/i18n';
import { searchPageMeta, type SearchMetaWords } from './search-meta';

function wordsIn(language: Language): SearchMetaWords {
  return { t: createTestI18n(language).getFixedT(language, 'search'), language };
}

const COMPARE_EN =
  'Compare fees, patient stories and free slots, and book a clinic visit or a video consultation.';
const COMPARE_HI =
  'फ़ीस, मरीज़ों के अनुभव और खाली स्लॉट की तुलना करें, और क्लिनिक विज़िट या वीडियो परामर्श बुक करें।';

describe('searchPageMeta', () => {
  const en = wordsIn('en');
  const hi = wordsIn('hi');
  const pune = { location: 'Pune, Maharashtra', treatment: 'Dermatologist' };

  it('names the speciality and the city in English, as the spec does', () => {
    expect(searchPageMeta(pune, 1, 17, en)).toEqual({
      title: 'Dermatologists in Pune – book a visit | Digital Clinic',
      description: `17 verified Dermatologists in Pune. ${COMPARE_EN}`,
      canonical: '/search-results?location=Pune&treatment=Dermatologist',
    });
    expect(searchPageMeta(pune, 2, 17, en).title).toBe(
      'Dermatologists in Pune, page 2 – book a visit | Digital Clinic',
    );
    expect(searchPageMeta({ location: 'Mumbai', treatment: 'Dentist' }, 1, 1, en).description).toBe(
      `1 verified Dentist in Mumbai. ${COMPARE_EN}`,
    );
    expect(
      searchPageMeta({ location: '', treatment: 'Gynecologist/Obstetrician' }, 1, undefined, en)
        .title,
    ).toBe('Gynecologists/Obstetricians – book a visit | Digital Clinic');
    const field = searchPageMeta({ location: '', treatment: 'Ayurveda' }, 1, undefined, en);
    expect(field.title).toBe('Ayurveda doctors – book a visit | Digital Clinic');
    expect(field.description).toBe(`Find verified Ayurveda doctors. ${COMPARE_EN}`);
    const anyone = searchPageMeta({ location: 'Mumbai', treatment: '' }, 1, 3, en);
    expect(anyone.title).toBe('Doctors in Mumbai – book a visit | Digital Clinic');
    expect(anyone.description).toBe(`3 verified doctors in Mumbai. ${COMPARE_EN}`);
    expect(searchPageMeta({ location: 'Mumbai', treatment: '' }, 1, 1, en).description).toBe(
      `1 verified doctor in Mumbai. ${COMPARE_EN}`,
    );
  });

  it('says the same in Hindi, with the same canonical address', () => {
    expect(searchPageMeta(pune, 1, 17, hi)).toEqual({
      title: 'Pune में Dermatologist – विज़िट बुक करें | Digital Clinic',
      description: `Pune में 17 सत्यापित Dermatologist। ${COMPARE_HI}`,
      canonical: '/search-results?location=Pune&treatment=Dermatologist',
    });
    expect(searchPageMeta(pune, 2, 17, hi)).toMatchObject({
      title: 'Pune में Dermatologist, पेज 2 – विज़िट बुक करें | Digital Clinic',
      canonical: '/search-results?location=Pune&treatment=Dermatologist&page=2',
    });
    expect(
      searchPageMeta({ location: '', treatment: 'Gynecologist/Obstetrician' }, 1, undefined, hi)
        .title,
    ).toBe('Gynecologist/Obstetrician – विज़िट बुक करें | Digital Clinic');
    const field = searchPageMeta({ location: '', treatment: 'Ayurveda' }, 1, undefined, hi);
    expect(field.title).toBe('Ayurveda डॉक्टर – विज़िट बुक करें | Digital Clinic');
    expect(field.description).toBe(`सत्यापित Ayurveda डॉक्टर खोजें। ${COMPARE_HI}`);
    const anyone = searchPageMeta({ location: 'Mumbai', treatment: '' }, 1, 3, hi);
    expect(anyone.title).toBe('Mumbai में डॉक्टर – विज़िट बुक करें | Digital Clinic');
    expect(anyone.description).toBe(`Mumbai में 3 सत्यापित डॉक्टर। ${COMPARE_HI}`);
    // A search that finds nobody is no page to list, in either language.
    expect(searchPageMeta(pune, 1, 0, hi).robots).toBe('noindex');
  });
});
