// English, namespace `search`: the doctors directory (/doctors) and the search
// results. Spec texts come from messages.ts.
import { CLIENT_FALLBACKS } from '../../client-fallbacks.ts';
import { WORKING_HOURS_TEXT } from '../../constants.ts';
import { BOOKING_TEXTS, DROPDOWN_TEXTS, EMPTY_TEXTS } from '../../messages.ts';
import { WAITLIST_MESSAGES } from '../../waitlist.ts';

export default {
  directory: {
    metaTitle: 'Doctors by speciality and city | {{appName}}',
    metaDescription:
      'Find verified doctors by speciality or city, see their fees, patient stories and free slots, and book a clinic visit or a video consultation.',
    title: 'Find the right doctor by speciality or city',
    intro:
      'Every doctor listed here has had their registration and documents verified. Pick a speciality or a city, or search for both at once.',
    searchLabel: 'Search doctors',
    joinTitle: 'Are you a doctor?',
    joinText: 'List your clinic for free and let patients book your open slots.',
    joinAction: 'Register for free',
    citiesTitle: 'Top cities',
    citiesText: 'The cities with the most doctors on {{appName}}.',
    popularTitle: 'Popular specialities',
    popular: {
      'General Physician': 'Fever, infections, diabetes and blood pressure',
      Dentist: 'Tooth pain, cleaning, fillings and braces',
      Dermatologist: 'Acne, rashes, hair fall and skin allergies',
      'Gynecologist/Obstetrician': 'Periods, pregnancy and women’s health',
      Pediatrician: 'Vaccinations, growth and childhood illness',
      Orthopedist: 'Joint pain, fractures and back problems',
      'ENT Specialist': 'Ear, nose, throat and sinus problems',
      Cardiologist: 'Chest pain, heart rhythm and cholesterol',
      Psychiatrist: 'Depression, anxiety, sleep and stress',
      Ophthalmologist: 'Eye checks, cataract and vision problems',
      Gastroenterologist: 'Acidity, stomach pain and liver health',
      Physiotherapist: 'Rehabilitation, sports injuries and posture',
    },
    allTitle: 'All specialities',
    allCount_one: '{{count}} speciality, from acupuncture to vascular surgery.',
    allCount_other: '{{count}} specialities, from acupuncture to vascular surgery.',
    filter: 'Filter specialities',
    loading: DROPDOWN_TEXTS.loadingSpecialities,
    failed: `${DROPDOWN_TEXTS.errorSpecialities}.`,
    none: DROPDOWN_TEXTS.noSpecialities,
    tryAgain: 'Try again',
  },
  /** A doctor in the results. <b> marks the emphasised part. */
  card: {
    experience_one: '<b>{{count}} year</b> experience overall',
    experience_other: '<b>{{count}} years</b> experience overall',
    clinicFee: '<b>{{fee}}</b> consultation fee at clinic',
    videoFee: '{{fee}} video consultation',
    isNew: 'New on {{appName}}',
    outOf5: ' out of 5 rating',
    stories_one: '{{count}} Patient Story',
    stories_other: '{{count}} Patient Stories',
    verified: 'Verified',
    nextAvailable: 'Next available',
    noSlot: 'No free slot this week',
    bookVisit: 'Book Clinic Visit',
    contact: 'Contact Clinic',
    quickBook: 'Quick book in 6 steps',
    quickBookWith: 'Quick book in 6 steps with {{name}}',
  },
  results: {
    searchLabel: 'Search doctors',
    doctors: 'Doctors',
    loadingDoctors: 'Loading doctors...',
    whatIn: '{{what}} in {{city}}',
    finding: 'Finding doctors for you...',
    count_one: '{{count}} doctor available · book a clinic visit or a video consultation',
    count_other: '{{count}} doctors available · book a clinic visit or a video consultation',
    clearFilters: 'Clear filters',
    noDoctors: EMPTY_TEXTS.noDoctors,
    noDoctorsHint: EMPTY_TEXTS.noDoctorsHint,
    tryAgain: 'Try again',
    loadingMore: 'Loading more doctors...',
    showMore: 'Show more doctors',
    seenAll: 'You have seen every doctor for this search.',
    pages: 'Result pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    helpLabel: 'Booking help',
    stepsTitle: 'Booking in three steps',
    steps: {
      slot: 'Open Book Clinic Visit and pick a free slot.',
      code: 'Confirm your mobile number with a one-time code.',
      pay: 'Pay a small advance online, or the fee at the clinic.',
    },
    helpTitle: 'Need help choosing?',
    helpText: `Our booking desk is open ${WORKING_HOURS_TEXT}.`,
  },
  /**
   * The head of /search-results (utils/search-meta.ts): 'Dentists in Mumbai –
   * book a visit | Digital Clinic'. The English plural of a speciality
   * ('Dentist' -> 'Dentists') is made in code; {{where}} is `where` or nothing,
   * {{page}} is `page` or nothing.
   */
  meta: {
    title: '{{who}}{{where}}{{page}} – book a visit | {{appName}}',
    where: ' in {{city}}',
    page: ', page {{page}}',
    found: '{{total}} verified {{who}}{{where}}.',
    find: 'Find verified {{who}}{{where}}.',
    compare:
      'Compare fees, patient stories and free slots, and book a clinic visit or a video consultation.',
    /** The title's words when no speciality was searched for. */
    doctorsTitle: 'Doctors',
    /** The same in a sentence, many and one. */
    doctors: 'doctors',
    doctor: 'doctor',
    /** A field rather than a person ('Ayurveda'), or free text. */
    fieldDoctors: '{{field}} doctors',
  },
  /** The filter bar above the results (filter-bar.tsx). */
  filters: {
    label: 'Filters',
    any: 'Any',
    gender: 'Gender',
    genders: { female: 'Female', male: 'Male', other: 'Other' },
    stories: 'Patient Stories',
    storiesAtLeast: '{{min}}+ stories',
    experience: 'Experience',
    experienceAtLeast: '{{min}}+ years',
    allFilters: 'All Filters',
    inUse: ' in use',
    sortBy: 'Sort By',
    sorts: {
      relevance: 'Relevance',
      experience: 'Experience',
      fee: 'Fees: low to high',
      'fee-desc': 'Fees: high to low',
      rating: 'Rating',
    },
  },
  /** The All Filters panel (all-filters-panel.tsx). */
  allFilters: {
    label: 'All filters',
    fee: 'Consultation fee',
    videoFee: 'Video consultation fee',
    upTo: 'Up to {{max}}',
    between: '{{min}} – {{max}}',
    above: 'Above {{min}}',
    minFee: 'Minimum fee',
    maxFee: 'Maximum fee',
    feeRangeError: 'The minimum fee cannot be more than the maximum',
    availability: 'Availability',
    availableToday: 'Available today',
    clear: 'Clear filters',
    cancel: 'Cancel',
    apply: 'Apply filters',
  },
  /** Clinic visit or video consultation (the All Filters panel, the slot panel). */
  mode: {
    label: 'Consultation type',
    clinic: 'Clinic visit',
    virtual: 'Video consultation',
  },
  /** The slot panel of a result card and of the doctor's page (slot-panel.tsx, slot-day-strip.tsx). */
  slots: {
    label: 'Available slots for {{name}}',
    loading: 'Loading available slots...',
    loadFailed: CLIENT_FALLBACKS.slots,
    tryAgain: 'Try again',
    previousDays: 'Previous days',
    nextDays: 'Next days',
    chooseDay: 'Choose a day',
    available_zero: 'No slots available',
    available_one: '{{count}} slot available',
    available_other: '{{count}} slots available',
    today: 'Today',
    tomorrow: 'Tomorrow',
    noSlotsOn: 'No slots available on {{day}}. Try another day.',
    joinWaitlistFor: WAITLIST_MESSAGES.joinForDay('{{day}}'),
    morning: 'Morning',
    afternoon: 'Afternoon',
    evening: 'Evening',
    morningSlots: 'Morning slots',
    afternoonSlots: 'Afternoon slots',
    eveningSlots: 'Evening slots',
    open_one: '({{count}} slot)',
    open_other: '({{count}} slots)',
    unavailable: ' (unavailable)',
    noOpenDays: 'This doctor has no open days in the next week.',
  },
  /** Contact Clinic on a result card (contact-panel.tsx). */
  contact: {
    label: 'Contact {{clinic}}',
    directions: BOOKING_TEXTS.getDirections,
    newTab: '(opens in a new tab)',
    callTitle: 'Call to book or ask a question',
    callClinic: 'Call {{clinic}} directly.',
    callDesk: `Our booking desk connects you with the clinic, ${WORKING_HOURS_TEXT}.`,
    clinicPhone: 'Clinic phone: ',
    deskPhone: 'Booking desk: ',
  },
  /** A doctor's patient stories (stories-panel.tsx). */
  stories: {
    label: 'Patient stories about {{name}}',
    loading: 'Loading stories…',
    failed: CLIENT_FALLBACKS.stories,
    replyFrom: 'Reply from {{name}}',
    none: 'No patient stories yet.',
  },
  /** Beside the booking buttons, for a browser that runs no scripts (needs-javascript.tsx). */
  needsJavaScript: 'Booking needs JavaScript: turn it on in your browser to pick a slot and book.',
} as const;
