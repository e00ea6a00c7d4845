// The head of /search-results in both languages (issue 14): the English is the
// spec's as before; Hindi says the same with the speciality's Hindi name (one it
// does not know as it is), and the canonical address keeps the English name.
import { describe, expect, it } from 'vitest';
import type { Language } from '@/lib/i18n';
import { specialityNameOf } from '@/hooks/use-speciality-name';
import { createTestI18n } from '@/testing/i18n';
import { searchPageMeta, type SearchMetaWords } from './search-meta';

function wordsIn(language: Language): SearchMetaWords {
  const i18n = createTestI18n(language);
  return {
    t: i18n.getFixedT(language, 'search'),
    language,
    speciality: specialityNameOf(i18n.getFixedT(language, 'common')),
  };
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

  it('says the same in Hindi with the Hindi names, and the same canonical address', () => {
    expect(searchPageMeta(pune, 1, 17, hi)).toEqual({
      title: 'Pune में त्वचा रोग विशेषज्ञ – विज़िट बुक करें | Digital Clinic',
      description: `Pune में 17 सत्यापित त्वचा रोग विशेषज्ञ। ${COMPARE_HI}`,
      canonical: '/search-results?location=Pune&treatment=Dermatologist',
    });
    expect(searchPageMeta(pune, 2, 17, hi)).toMatchObject({
      title: 'Pune में त्वचा रोग विशेषज्ञ, पेज 2 – विज़िट बुक करें | Digital Clinic',
      canonical: '/search-results?location=Pune&treatment=Dermatologist&page=2',
    });
    const general = { location: 'Bengaluru', treatment: 'General Physician' };
    expect(searchPageMeta(general, 1, 40, hi)).toMatchObject({
      title: 'Bengaluru में सामान्य चिकित्सक – विज़िट बुक करें | Digital Clinic',
      canonical: '/search-results?location=Bengaluru&treatment=General+Physician',
    });
    expect(searchPageMeta({ location: 'Mumbai', treatment: 'Dentist' }, 1, 1, hi).description).toBe(
      `Mumbai में 1 सत्यापित दंत चिकित्सक। ${COMPARE_HI}`,
    );
    expect(
      searchPageMeta({ location: '', treatment: 'Gynecologist/Obstetrician' }, 1, undefined, hi)
        .title,
    ).toBe('स्त्री रोग एवं प्रसूति विशेषज्ञ – विज़िट बुक करें | Digital Clinic');
    const field = searchPageMeta({ location: '', treatment: 'Ayurveda' }, 1, undefined, hi);
    expect(field.title).toBe('आयुर्वेद डॉक्टर – विज़िट बुक करें | Digital Clinic');
    expect(field.description).toBe(`सत्यापित आयुर्वेद डॉक्टर खोजें। ${COMPARE_HI}`);
    expect(field.canonical).toBe('/search-results?treatment=Ayurveda');
    // A speciality the catalogue does not know stays as it was typed.
    expect(searchPageMeta({ location: '', treatment: 'Podiatrist' }, 1, undefined, hi).title).toBe(
      'Podiatrist – विज़िट बुक करें | Digital Clinic',
    );
    expect(searchPageMeta({ location: '', treatment: 'Foot care' }, 1, undefined, hi).title).toBe(
      'Foot care डॉक्टर – विज़िट बुक करें | Digital Clinic',
    );
    const anyone = searchPageMeta({ location: 'Mumbai', treatment: '' }, 1, 3, hi);
    expect(anyone.title).toBe('Mumbai में डॉक्टर – विज़िट बुक करें | Digital Clinic');
    expect(anyone.description).toBe(`Mumbai में 3 सत्यापित डॉक्टर। ${COMPARE_HI}`);
    // A search that finds nobody is no page to list, in either language.
    expect(searchPageMeta(pune, 1, 0, hi).robots).toBe('noindex');
  });
});
