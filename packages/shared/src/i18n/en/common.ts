// English, namespace `common`: the navigation bar, the footer, the language
// switch and words every screen uses. The spec's own texts are referenced from
// their constants (messages.ts, constants.ts), never typed again.
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPE_LABELS,
  WORKING_HOURS_TEXT,
} from '../../constants.ts';
import { DROPDOWN_TEXTS, NOT_FOUND, VALIDATION } from '../../messages.ts';
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
    tryAgain: 'Try again',
    cancel: 'Cancel',
    close: 'Close',
    showing: 'Showing <b>{{first}}</b>-<b>{{last}}</b> of <b>{{total}}</b>',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    page: 'Page {{page}}',
    pickDate: 'Choose {{label}} from a calendar',
  },
  /** The five stars of a rating, read out (star-rating). */
  starRating: '{{rating}} out of 5 stars',
  /** A file shown in a dialog or frame (file-viewer-dialog, pdf-preview). */
  file: {
    loading: 'Loading {{title}}',
    openInNewTab: 'Open in new tab',
    download: 'Download',
  },
} as const;
