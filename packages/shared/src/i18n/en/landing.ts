// English, namespace `landing`: the home page's sections and the service
// details of Why Choose Us. The spec's texts come from LANDING (messages.ts).
import {
  ADVANCE_PERCENT,
  ARRIVE_MINUTES_EARLY,
  CANCEL_CUTOFF_HOURS,
  MARKETING_USERS_CLAIM,
  REMINDER_HOURS_BEFORE,
} from '../../constants.ts';
import { LANDING, VALIDATION } from '../../messages.ts';

const [AMBULANCE, PATIENT_PORTAL, DOCTOR_PORTAL] = LANDING.services;
const [VERIFIED, CONTROL, SIMPLICITY] = LANDING.practiceBenefits;
const [PERIOD, SKIN, PERFORMANCE, COLD, CHILD, MIND] = LANDING.healthConcerns;

export default {
  meta: {
    title: '{{appName}} – Find doctors and book appointments',
    description:
      'Find verified doctors by city and speciality, book clinic visits or online consultations, and run your practice from one place.',
    searchLabel: 'Find a doctor',
  },
  hero: {
    usersClaim: `${MARKETING_USERS_CLAIM} users, and new patients every day`,
    headline: LANDING.headline,
    intro:
      'Find verified doctors near you, see when they are actually free, and book a clinic visit or a video consultation in under a minute.',
    searchTitle: 'Find a doctor and book a visit',
    popular: 'Popular:',
    highlights: {
      verified: 'Verified doctors',
      availability: 'Real-time availability',
      visits: 'Clinic or video visits',
    },
  },
  register: {
    eyebrow: 'For doctors and clinics',
    title: 'Register your practice for free',
    text: 'Start with your name and mobile number. Patients can book you as soon as your documents are verified.',
    name: 'Name',
    namePlaceholder: 'Dr. Full Name',
    mobile: 'Mobile',
    mobilePlaceholder: '10-digit mobile number',
    nameRequired: VALIDATION.nameRequired,
    mobileExact: VALIDATION.mobileExact,
    exploreServices: LANDING.exploreServices,
    submit: LANDING.register,
  },
  services: {
    eyebrow: 'Our Services',
    title: 'Care for patients, tools for doctors',
    readMore: LANDING.readMore,
    readMoreAbout: `${LANDING.readMore} about {{title}}`,
    ambulance: {
      title: AMBULANCE,
      text: 'One call arranges an equipped ambulance for urgent trips, hospital transfers and discharges.',
      lead: 'One call to our helpline arranges the nearest available ambulance: for an urgent trip to hospital, a transfer between hospitals or a ride home after discharge.',
      points: {
        crews: 'Basic and advanced life-support ambulances with trained crews.',
        planned: 'Planned transfers and discharges booked ahead at a time that suits the hospital.',
        emergency:
          'In a life-threatening emergency, call 108 or 112 first: they reach you fastest.',
      },
      action: 'Call {{phone}}',
    },
    patients: {
      title: PATIENT_PORTAL,
      text: 'Find doctors nearby, see their real free slots and book a clinic visit or a video consultation.',
      lead: 'Everything a patient needs to go from “I should see a doctor” to a confirmed appointment, without a single phone call.',
      points: {
        search:
          'Search verified doctors by city and speciality; compare experience, fees and patient stories.',
        slots: 'See real free slots for the next seven days, at the clinic or by video.',
        confirm: `Confirm with a one-time code to your mobile; pay a ${ADVANCE_PERCENT}% advance online or the full fee at the clinic.`,
        reminder: `A reminder ${REMINDER_HOURS_BEFORE} hours before, and a note to arrive ${ARRIVE_MINUTES_EARLY} minutes early.`,
      },
      action: 'Find a doctor',
    },
    doctors: {
      title: DOCTOR_PORTAL,
      text: 'Appointments, patients, invoices and your calendar in one dashboard built for clinics.',
      lead: 'A practice management portal that fills your calendar and keeps the paperwork out of your way. Registration is free.',
      points: {
        dashboard: 'A dashboard of today’s patients, pending requests and earnings.',
        requests: 'Accept or reject requests; your clinic timings decide which slots patients see.',
        records: 'Patient records, prescriptions, notes and invoices in one place.',
        ratings: 'Ratings and replies, help tickets and a verified badge on your profile.',
      },
      action: 'Register for free',
    },
  },
  care: {
    title: 'Care when and where you need it',
    video: {
      title: 'Instant video consultation',
      text: 'Talk to a doctor within 60 seconds, from home, the office or on the move. Share your symptoms, get advice and a prescription without a waiting room.',
      action: 'Consult now',
    },
    nearby: {
      title: 'Find doctors nearby',
      text: 'Search by city and speciality, compare experience, fees and patient stories, and pick a clinic close to you.',
      action: 'Browse doctors',
    },
    records: {
      title: 'Health records and reports',
      text: 'Prescriptions, lab reports and visit notes stay with your doctor and reach you whenever you need them.',
    },
  },
  concerns: {
    eyebrow: 'Common health concerns',
    title: 'Consult a specialist for what is bothering you',
    text: 'Pick a concern and we show the doctors who treat it, with their next free slot.',
    period: PERIOD,
    skin: SKIN,
    performance: PERFORMANCE,
    cold: COLD,
    child: CHILD,
    mind: MIND,
  },
  whyChooseUs: {
    eyebrow: 'Why Choose Us?',
    title: 'Healthcare that fits around your day',
    claim: MARKETING_USERS_CLAIM,
    claimText: 'users rely on us to find doctors and book visits, and more join every day.',
    reasons: {
      verified: {
        title: 'Only verified doctors',
        text: 'Every doctor’s registration, degree and ID are checked before patients can book them.',
      },
      availability: {
        title: 'Real availability',
        text: 'The slots you see come from the clinic’s own calendar, so a booked time is yours.',
      },
      fees: {
        title: 'Fees up front',
        text: 'Clinic and video fees are shown before you book; pay a small advance or at the clinic.',
      },
      privacy: {
        title: 'Private by design',
        text: 'Your mobile number is confirmed by OTP and your records are shared only with your doctor.',
      },
    },
  },
  practiceHub: {
    eyebrow: 'For doctors',
    title: LANDING.smartPracticeHub,
    text: 'Register for free to advertise your services, fill your calendar and run your clinic from one place.',
    action: 'Register for free',
    benefits: {
      verified: {
        title: VERIFIED,
        text: 'Patients see a verified badge once your registration and documents are checked.',
      },
      control: {
        title: CONTROL,
        text: 'Accept, reject and reschedule requests; your clinic timings decide which slots open.',
      },
      simplicity: {
        title: SIMPLICITY,
        text: 'Appointments, patients and invoices in one clear portal, with no training needed.',
      },
    },
  },
  /** The /why-choose-us page (its service details and questions are `services` and `faq`). */
  whyPage: {
    metaTitle: 'Why Choose Us? | {{appName}}',
    metaDescription:
      'Verified doctors, appointments that hold and clear fees: why patients and doctors choose {{appName}}, its services in detail and answers to common questions.',
    eyebrow: 'Why Choose Us?',
    title: 'Care that starts with trust',
    intro:
      'We built {{appName}} so that finding a good doctor is as simple as booking a train ticket, and so that doctors can spend their time on patients rather than on phones and paperwork.',
    findDoctor: 'Find a doctor',
    registerPractice: 'Register your practice',
    users: 'People who use {{appName}}',
    usersValue: MARKETING_USERS_CLAIM,
    openDays: 'Days of open slots',
    openDaysValue: '7',
    toBook: 'To book a visit',
    toBookValue: '1 min',
    promisesTitle: 'Our promise to patients',
    promises: {
      verified: {
        title: 'Verified doctors only',
        text: 'Registration, degree, ID and clinic are checked by our team before a doctor can be booked.',
      },
      hold: {
        title: 'Appointments that hold',
        text: 'Slots come from the clinic’s own timings and bookings. Two patients can never get the same time.',
      },
      fees: {
        title: 'Clear fees',
        text: 'Clinic and video fees are on every result. Pay a small advance online or the whole fee at the clinic.',
      },
      data: {
        title: 'Your data stays yours',
        text: 'A one-time code confirms your number; your details go only to the doctor you book.',
      },
    },
  },
  /** /news: the page around the articles (their own texts: apps/web/src/features/news/data). */
  news: {
    eyebrow: 'News',
    latestArticles: 'Latest articles',
    inThisArticle: 'In this article',
    metaTitle: 'Health news and guides | {{appName}}',
    metaDescription:
      'Practical advice on booking care, talking to your doctor and staying well, from the team behind {{appName}}.',
    title: 'Health news and guides',
    intro:
      'Practical advice on booking care, talking to your doctor and staying well, from the team behind {{appName}}.',
    readMinutes_one: '{{count}} min read',
    readMinutes_other: '{{count}} min read',
    readArticle: 'Read article',
    backToArticles: 'Back to all articles',
    categories: {
      Booking: 'Booking',
      Teleconsultation: 'Teleconsultation',
      'Trust & safety': 'Trust & safety',
      'Preventive care': 'Preventive care',
      'Patient tips': 'Patient tips',
    },
  },
  faq: {
    title: 'Questions we are often asked',
    fees: {
      question: 'Do patients pay anything to use Digital Clinic?',
      answer:
        'No. Searching and booking are free. You pay only the doctor’s consultation fee, shown before you book: either an advance online or the full fee at the clinic.',
    },
    advance: {
      question: 'How is the advance worked out?',
      answer: `The advance is ${ADVANCE_PERCENT}% of the fee for the kind of visit you chose, rounded to the nearest rupee. The rest is paid at the clinic.`,
    },
    verification: {
      question: 'How do you verify doctors?',
      answer:
        'Doctors upload their medical registration, degree, a government ID and a clinic document. Our team checks each one, and the doctor appears in search only when all are verified.',
    },
    cancel: {
      question: 'Can I cancel or change an appointment?',
      answer: `Yes, up to ${CANCEL_CUTOFF_HOURS} hours before it starts. You will also get a reminder ${REMINDER_HOURS_BEFORE} hours ahead, which is a good moment to check your plans.`,
    },
    video: {
      question: 'What do I need for a video consultation?',
      answer:
        'A phone or computer with a camera and a steady internet connection. Keep your reports and medicines nearby, and join from a quiet, well-lit place.',
    },
  },
} as const;
