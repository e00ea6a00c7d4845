// English, namespace `doctor`: a listed doctor's public page (/doctors/:userId).
// The page's own texts come from DOCTOR_PAGE_TEXTS (doctor-page.ts); the ones
// it makes with a number are written here as its functions say them.
import { DOCTOR_PAGE_TEXTS as T } from '../../doctor-page.ts';

export default {
  notFoundTitle: T.notFoundTitle,
  notFoundBody: T.notFoundBody,
  findDoctors: T.findDoctors,
  loading: T.loading,
  loadFailed: T.loadFailed,
  retry: T.retry,
  photoOf: 'Photo of {{name}}',
  about: T.about,
  /** As T.experience(years). */
  experience_one: '{{count}} year of experience',
  experience_other: '{{count}} years of experience',
  languages: T.languages,
  registration: T.registration,
  fees: T.fees,
  clinicFee: T.clinicFee,
  videoFee: T.videoFee,
  clinic: T.clinic,
  viewMap: T.viewMap,
  opensInNewTab: ' (opens in a new tab)',
  callClinic: T.callClinic,
  bookHeading: T.bookHeading,
  stories: T.stories,
  /** Beside the rating: '· 2 Patient stories'. */
  storiesCount_one: '· {{count}} Patient stories',
  storiesCount_other: '· {{count}} Patient stories',
  /** As T.ratingLabel(rating, count). */
  ratingLabel_one: '{{rating}} out of 5 from {{count}} patient story',
  ratingLabel_other: '{{rating}} out of 5 from {{count}} patient stories',
  /** T.newDoctor, with the app's name. */
  newDoctor: 'New on {{appName}}',
  verified: T.verified,
  /** The page's <title> and description (as T.description(doctor)). */
  metaTitle: '{{name}}, {{specialities}} in {{city}} | {{appName}}',
  metaTitleNoSpeciality: '{{name}} in {{city}} | {{appName}}',
  description:
    '{{name}}, {{specialities}} in {{city}}, {{years}} years of experience. See fees, patient stories and free slots, and book online.',
  descriptionNoSpeciality:
    '{{name}} in {{city}}, {{years}} years of experience. See fees, patient stories and free slots, and book online.',
} as const;
