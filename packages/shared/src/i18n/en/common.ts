// English, namespace `common`: the navigation bar, the footer, the language
// switch and words every screen uses. The spec's own texts are referenced from
// their constants (messages.ts, constants.ts), never typed again.
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPE_LABELS,
  WORKING_HOURS_TEXT,
} from '../../constants.ts';
import { DROPDOWN_TEXTS, FALLBACK_ERRORS, NOT_FOUND, VALIDATION } from '../../messages.ts';
import { LANGUAGE_NAMES } from '../languages.ts';

export default {
  nav: {
    home: 'Home',
    doctors: 'Doctors',
    whyChooseUs: 'Why Choose Us?',
    news: 'NEWS',
    logIn: 'Log In',
    register: 'Register',
    myAppointments: 'My appointments',
    dashboard: 'Dashboard',
    logOut: 'Log out',
    main: 'Main',
    mainMobile: 'Main mobile',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  footer: {
    tagline:
      'Find verified doctors near you and book clinic visits or online consultations in minutes.',
    socialMedia: 'Social media',
    footerNav: 'Footer',
    quickLinks: 'Quick Links',
    links: {
      home: 'Home',
      whyChooseUs: 'Why Choose Us',
      services: 'Our Services',
      myAppointments: 'My Appointments',
    },
    workingHours: 'Working Hours',
    workingHoursText: WORKING_HOURS_TEXT,
    contactUs: 'Contact Us',
    rights: '© {{year}} {{appName}}. All rights reserved.',
  },
  language: {
    label: 'Language',
    en: LANGUAGE_NAMES.en,
    hi: LANGUAGE_NAMES.hi,
  },
  /** The doctor search form (home page, results page) and its fields' dropdowns. */
  searchForm: {
    location: 'Location',
    locationPlaceholder: 'City, e.g. Bengaluru',
    treatment: 'Treatment or speciality',
    treatmentPlaceholder: 'e.g. Dentist',
    search: 'Search',
    locationRequired: VALIDATION.locationRequired,
    treatmentRequired: VALIDATION.treatmentRequired,
    eitherRequired: VALIDATION.searchBothRequired,
  },
  dropdown: {
    searchingLocations: DROPDOWN_TEXTS.searchingLocations,
    loadingLocations: DROPDOWN_TEXTS.loadingLocations,
    noLocations: DROPDOWN_TEXTS.noLocations,
    errorLocations: DROPDOWN_TEXTS.errorLocations,
    loadingSpecialities: DROPDOWN_TEXTS.loadingSpecialities,
    noSpecialities: DROPDOWN_TEXTS.noSpecialities,
    errorSpecialities: DROPDOWN_TEXTS.errorSpecialities,
    loadingMore: 'Loading more...',
    error: DROPDOWN_TEXTS.error('{{message}}'),
  },
  notFound: {
    code: NOT_FOUND.code,
    title: NOT_FOUND.title,
    suggestion: NOT_FOUND.suggestion,
    goBack: NOT_FOUND.goBack,
    home: NOT_FOUND.home,
  },
  skipToContent: 'Skip to main content',
  loadingPage: 'Loading page',
  /** An appointment's status, wherever one is shown (portal, patient screens): t(`appointmentStatus.${status}`). */
  appointmentStatus: {
    Pending: APPOINTMENT_STATUSES[0],
    Confirmed: APPOINTMENT_STATUSES[1],
    Completed: APPOINTMENT_STATUSES[2],
    Rejected: APPOINTMENT_STATUSES[3],
    'No-Show': APPOINTMENT_STATUSES[4],
    Cancelled: APPOINTMENT_STATUSES[5],
  },
  /** An appointment's mode: t(`appointmentType.${mode}`). */
  appointmentType: {
    clinic: APPOINTMENT_TYPE_LABELS.clinic,
    virtual: APPOINTMENT_TYPE_LABELS.virtual,
    home: APPOINTMENT_TYPE_LABELS.home,
  },
  /** The shared widgets of components/ui (lists, pagination, dialogs, date fields). */
  ui: {
    mobilePlaceholder: '10-digit mobile number',
    tryAgain: 'Try again',
    cancel: 'Cancel',
    close: 'Close',
    showing: 'Showing <b>{{first}}</b>-<b>{{last}}</b> of <b>{{total}}</b>',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    page: 'Page {{page}}',
    pickDate: 'Choose {{label}} from a calendar',
    /** A list of short texts (chip-list-field): its add button, and each chip's remove button. */
    add: 'Add',
    addTo: 'Add to {{label}}',
    remove: 'Remove {{value}}',
  },
  /**
   * The web client's own texts for a failed call, when the server gave none
   * (lib/api-error.ts, lib/api-client.ts): shown translated at display time.
   * `generic` is lib/api-error.ts's DEFAULT_FALLBACK (a test checks they agree).
   */
  apiErrors: {
    generic: 'Something went wrong. Please try again.',
    ...FALLBACK_ERRORS,
  },
  /** The five stars of a rating, read out (star-rating). */
  starRating: '{{rating}} out of 5 stars',
  /** A file shown in a dialog or frame (file-viewer-dialog, pdf-preview). */
  file: {
    loading: 'Loading {{title}}',
    openInNewTab: 'Open in new tab',
    download: 'Download',
  },
  /**
   * The specialities' names as shown (hooks/use-speciality-name): the API, the search
   * and the addresses keep the English name, which is also the key. Every name of the
   * server's seed list (apps/server/src/db/seed/data/specializations.ts) is here, in
   * its order (specialities.test.ts checks); English shows each name as it is.
   */
  specialities: {
    'General Physician': 'General Physician',
    Dentist: 'Dentist',
    Dermatologist: 'Dermatologist',
    'Gynecologist/Obstetrician': 'Gynecologist/Obstetrician',
    Pediatrician: 'Pediatrician',
    Psychiatrist: 'Psychiatrist',
    Sexologist: 'Sexologist',
    Orthopedist: 'Orthopedist',
    Cardiologist: 'Cardiologist',
    'ENT Specialist': 'ENT Specialist',
    Ophthalmologist: 'Ophthalmologist',
    Neurologist: 'Neurologist',
    Urologist: 'Urologist',
    Gastroenterologist: 'Gastroenterologist',
    Pulmonologist: 'Pulmonologist',
    Endocrinologist: 'Endocrinologist',
    Nephrologist: 'Nephrologist',
    Oncologist: 'Oncologist',
    Rheumatologist: 'Rheumatologist',
    Physiotherapist: 'Physiotherapist',
    Homoeopath: 'Homoeopath',
    Ayurveda: 'Ayurveda',
    'Dietitian/Nutritionist': 'Dietitian/Nutritionist',
    Psychologist: 'Psychologist',
    Diabetologist: 'Diabetologist',
    'General Surgeon': 'General Surgeon',
    'Laparoscopic Surgeon': 'Laparoscopic Surgeon',
    'Plastic Surgeon': 'Plastic Surgeon',
    Neurosurgeon: 'Neurosurgeon',
    'Cardiothoracic Surgeon': 'Cardiothoracic Surgeon',
    'Vascular Surgeon': 'Vascular Surgeon',
    'Spine Surgeon': 'Spine Surgeon',
    'Joint Replacement Surgeon': 'Joint Replacement Surgeon',
    'Sports Medicine Specialist': 'Sports Medicine Specialist',
    Trichologist: 'Trichologist',
    Cosmetologist: 'Cosmetologist',
    'Infertility Specialist': 'Infertility Specialist',
    Audiologist: 'Audiologist',
    'Speech Therapist': 'Speech Therapist',
    Hematologist: 'Hematologist',
    Hepatologist: 'Hepatologist',
    Geriatrician: 'Geriatrician',
    Neonatologist: 'Neonatologist',
    'Pediatric Surgeon': 'Pediatric Surgeon',
    Orthodontist: 'Orthodontist',
    Endodontist: 'Endodontist',
    Periodontist: 'Periodontist',
    Prosthodontist: 'Prosthodontist',
    'Oral and Maxillofacial Surgeon': 'Oral and Maxillofacial Surgeon',
    'Pediatric Dentist': 'Pediatric Dentist',
    Implantologist: 'Implantologist',
    'Cosmetic Dentist': 'Cosmetic Dentist',
    Unani: 'Unani',
    Siddha: 'Siddha',
    Acupuncturist: 'Acupuncturist',
    'Family Physician': 'Family Physician',
    'Internal Medicine Specialist': 'Internal Medicine Specialist',
    'Bariatric Surgeon': 'Bariatric Surgeon',
    Proctologist: 'Proctologist',
    Andrologist: 'Andrologist',
    'Counselling Psychologist': 'Counselling Psychologist',
    'Panchakarma Specialist': 'Panchakarma Specialist',
    'Occupational Therapist': 'Occupational Therapist',
  },
} as const;
