import type {
  DentistLeaf,
  MedicalBusinessLeaf,
  MedicalSpecialty,
  PhysicianLeaf,
  WithContext,
} from 'schema-dts';
import type { PublicDoctor } from '@clinic/shared/doctor-page';

// schema.org's medical specialties for the platform's specialities; one it has no
// term for is left out of medicalSpecialty (the page's text still names it).
const SPECIALTY: Readonly<Record<string, readonly MedicalSpecialty[]>> = {
  'General Physician': ['PrimaryCare'],
  'Family Physician': ['PrimaryCare'],
  'Internal Medicine Specialist': ['PrimaryCare'],
  Dentist: ['Dentistry'],
  Orthodontist: ['Dentistry'],
  Endodontist: ['Dentistry'],
  Implantologist: ['Dentistry'],
  'Cosmetic Dentist': ['Dentistry'],
  Dermatologist: ['Dermatology'],
  Cosmetologist: ['Dermatology'],
  Trichologist: ['Dermatology'],
  'Gynecologist/Obstetrician': ['Gynecologic', 'Obstetric'],
  'Infertility Specialist': ['Gynecologic'],
  Pediatrician: ['Pediatric'],
  Neonatologist: ['Pediatric'],
  Psychiatrist: ['Psychiatric'],
  Orthopedist: ['Musculoskeletal'],
  'Spine Surgeon': ['Musculoskeletal', 'Surgical'],
  'Joint Replacement Surgeon': ['Musculoskeletal', 'Surgical'],
  'Sports Medicine Specialist': ['Musculoskeletal'],
  Cardiologist: ['Cardiovascular'],
  'ENT Specialist': ['Otolaryngologic'],
  Audiologist: ['Audiology'],
  Ophthalmologist: ['Ophthalmology'],
  Neurologist: ['Neurologic'],
  Urologist: ['Urologic'],
  Andrologist: ['Urologic'],
  Gastroenterologist: ['Gastroenterologic'],
  Hepatologist: ['Gastroenterologic'],
  Pulmonologist: ['Pulmonary'],
  Endocrinologist: ['Endocrine'],
  Diabetologist: ['Endocrine'],
  Nephrologist: ['Renal'],
  Oncologist: ['Oncologic'],
  Rheumatologist: ['Rheumatologic'],
  Physiotherapist: ['Physiotherapy'],
  'Dietitian/Nutritionist': ['DietNutrition'],
  'General Surgeon': ['Surgical'],
  'Laparoscopic Surgeon': ['Surgical'],
  'Bariatric Surgeon': ['Surgical'],
  Proctologist: ['Surgical'],
};

// Dental specialities make the practice a Dentist; these are practitioners but not
// physicians, so their practice is a MedicalBusiness. Anyone else is a Physician.
const DENTAL = new Set([
  'Dentist',
  'Orthodontist',
  'Endodontist',
  'Implantologist',
  'Cosmetic Dentist',
]);
const NOT_PHYSICIAN = new Set([
  'Physiotherapist',
  'Dietitian/Nutritionist',
  'Psychologist',
  'Counselling Psychologist',
  'Homoeopath',
  'Ayurveda',
]);

type PracticeJsonLd = WithContext<PhysicianLeaf | DentistLeaf | MedicalBusinessLeaf>;

/**
 * A doctor's page as schema.org data: who, where, which specialities, what a
 * visit costs, and the rating only when patients have reviewed the doctor.
 * `url` is the page's canonical address; `absolute` makes a path a full URL;
 * `offerNames` name the two visits in the page's language.
 */
export function doctorJsonLd(
  doctor: PublicDoctor,
  url: string,
  absolute: (path: string) => string,
  offerNames: { clinic: string; video: string } = {
    clinic: 'Clinic visit',
    video: 'Video consultation',
  },
): PracticeJsonLd {
  const names = doctor.specializations;
  const type =
    names.length > 0 && names.every((name) => DENTAL.has(name))
      ? 'Dentist'
      : names.length > 0 && names.every((name) => NOT_PHYSICIAN.has(name) || DENTAL.has(name))
        ? 'MedicalBusiness'
        : 'Physician';
  const specialties = [...new Set(names.flatMap((name) => SPECIALTY[name] ?? []))];
  const offers = [
    { name: offerNames.clinic, price: doctor.offlineFee },
    ...(doctor.offersVirtual ? [{ name: offerNames.video, price: doctor.onlineFee }] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': `${url}#practice`,
    name: doctor.name,
    url,
    ...(doctor.photoUrl ? { image: absolute(doctor.photoUrl) } : {}),
    ...(doctor.bio ? { description: doctor.bio } : {}),
    ...(specialties.length > 0 ? { medicalSpecialty: specialties } : {}),
    ...(doctor.languages.length > 0 ? { knowsLanguage: doctor.languages } : {}),
    address: {
      '@type': 'PostalAddress',
      // The locality, when the address does not name it already.
      streetAddress:
        doctor.locality &&
        !doctor.clinicAddress.toLowerCase().includes(doctor.locality.toLowerCase())
          ? `${doctor.clinicAddress}, ${doctor.locality}`
          : doctor.clinicAddress,
      addressLocality: doctor.clinicCity,
    },
    ...(doctor.latitude != null && doctor.longitude != null
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: doctor.latitude,
            longitude: doctor.longitude,
          },
        }
      : {}),
    ...(doctor.clinicPhone ? { telephone: doctor.clinicPhone } : {}),
    makesOffer: offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      price: offer.price,
      priceCurrency: 'INR',
    })),
    ...(doctor.patientStories > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: doctor.rating,
            reviewCount: doctor.patientStories,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
