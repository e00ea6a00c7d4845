// The articles of /news, written by the product team. Plain data: the page renders
// the blocks in order. Dates are publication dates (YYYY-MM-DD). Other languages'
// texts are beside this file (articles.hi.ts), typed by ArticleTranslations so
// that each has every article, block for block; articles-in.ts picks by language.

export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[] };

export interface Article {
  slug: string;
  title: string;
  category: 'Booking' | 'Teleconsultation' | 'Trust & safety' | 'Preventive care' | 'Patient tips';
  date: string;
  readMinutes: number;
  excerpt: string;
  body: readonly ArticleBlock[];
}

/** The articles in English, newest first. */
export const ARTICLES = [
  {
    slug: 'book-a-doctor-in-a-minute',
    title: 'How to book a doctor’s appointment online in under a minute',
    category: 'Booking',
    date: '2026-11-12',
    readMinutes: 4,
    excerpt:
      'No phone queues, no guessing whether the doctor is in. Here is how booking works, step by step, and what happens after you confirm.',
    body: [
      {
        kind: 'paragraph',
        text: 'Most of us have spent a morning calling a clinic that does not pick up, only to be told to “come and wait”. Online booking fixes the two things that make this frustrating: you see when the doctor is actually free, and the time you pick is held for you alone.',
      },
      { kind: 'heading', text: '1. Search by city and speciality' },
      {
        kind: 'paragraph',
        text: 'Type your city and what you need, a speciality such as Dermatologist or a problem such as skin allergy. Suggestions appear after two letters. The results show each doctor’s experience, fees, patient stories and the next free slot, so you can compare before you open a profile.',
      },
      { kind: 'heading', text: '2. Pick a slot that suits you' },
      {
        kind: 'paragraph',
        text: 'Open Book Clinic Visit to see the next seven days, three at a time, with morning, afternoon and evening slots. Greyed-out times are already taken or too close to now. If the doctor offers video consultations, you can switch between a clinic visit and a video call and see the fee for each.',
      },
      { kind: 'heading', text: '3. Confirm with your mobile number' },
      {
        kind: 'paragraph',
        text: 'We send a six-digit code to your mobile number. Entering it confirms that the number is yours, which is where the confirmation and reminders will go. There is no account or password to create.',
      },
      { kind: 'heading', text: '4. Pay the advance, or pay at the clinic' },
      {
        kind: 'paragraph',
        text: 'You can pay a small advance online, 30 percent of the fee, to secure the slot, or choose to pay the whole fee at the clinic. Either way the fee is shown before you confirm, with no charges added later.',
      },
      { kind: 'heading', text: 'After you book' },
      {
        kind: 'list',
        items: [
          'A confirmation SMS arrives within moments, and an email if you gave one.',
          'A reminder follows 24 hours before the appointment.',
          'Plan to arrive 10 minutes early so the clinic can register you.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'That is the whole process. The first time takes about a minute; after that, it is usually quicker than finding the clinic’s phone number.',
      },
    ],
  },
  {
    slug: 'video-or-clinic-visit',
    title: 'Video consultation or clinic visit? How to choose',
    category: 'Teleconsultation',
    date: '2026-10-28',
    readMinutes: 5,
    excerpt:
      'A video call can save you a trip, but some problems need a doctor’s hands and instruments. A simple guide to picking the right kind of appointment.',
    body: [
      {
        kind: 'paragraph',
        text: 'Teleconsultation has become an everyday part of care in India, and for good reason: there is no travel, no waiting room and no time off work. But it is not a replacement for every visit. Knowing which one to pick saves you time and gets you the right care first.',
      },
      { kind: 'heading', text: 'Video works well for' },
      {
        kind: 'list',
        items: [
          'Follow-ups on a condition your doctor already knows, such as blood pressure, thyroid or diabetes reviews.',
          'Discussing lab reports and adjusting medicines.',
          'Skin problems that can be seen clearly on camera, like acne or a rash.',
          'Mental health conversations, where being at home can make it easier to talk.',
          'Common illnesses such as a cold, cough or mild fever, to decide whether you need to be seen in person.',
        ],
      },
      { kind: 'heading', text: 'Book a clinic visit for' },
      {
        kind: 'list',
        items: [
          'Anything that needs an examination: listening to the chest, checking the abdomen, looking into ears or eyes.',
          'Injuries, joint pain or swelling.',
          'Pregnancy check-ups and children who are unwell, especially infants.',
          'Procedures, dressings, vaccinations and tests.',
        ],
      },
      { kind: 'heading', text: 'Go to an emergency department, not a video call, for' },
      {
        kind: 'paragraph',
        text: 'Chest pain, difficulty breathing, sudden weakness or numbness on one side, severe bleeding, a seizure, or a high fever with confusion. Call an ambulance if you cannot travel safely.',
      },
      { kind: 'heading', text: 'Getting the most from a video call' },
      {
        kind: 'list',
        items: [
          'Find a quiet, well-lit spot and check your connection a few minutes before.',
          'Keep your medicines, recent prescriptions and reports beside you.',
          'Write down your symptoms, when they started and what you have tried.',
          'If you have a thermometer, BP monitor or glucometer, take a reading just before the call.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'If the doctor feels you need to be examined, they will tell you, and you can book a clinic slot with the same doctor from the results page.',
      },
    ],
  },
  {
    slug: 'what-verified-means',
    title: 'What “verified doctor” means on Digital Clinic',
    category: 'Trust & safety',
    date: '2026-10-09',
    readMinutes: 3,
    excerpt:
      'The badge is not a formality. Before a doctor appears in search, a person on our team checks their registration, degree, identity and clinic.',
    body: [
      {
        kind: 'paragraph',
        text: 'When you book a stranger to look after your health, you should know they are who they say they are. That is why no doctor appears in our search results until their documents have been reviewed and approved.',
      },
      { kind: 'heading', text: 'What we check' },
      {
        kind: 'list',
        items: [
          'Medical registration: the certificate issued by the National Medical Commission or a State Medical Council, matched to the doctor’s name.',
          'Degree certificates for the qualifications shown on the profile, such as MBBS, MD or BDS.',
          'A government photo ID, to confirm the person registering is the doctor.',
          'A clinic document, such as a registration or rental agreement, for the address patients will visit.',
        ],
      },
      { kind: 'heading', text: 'How the review works' },
      {
        kind: 'paragraph',
        text: 'Doctors upload their documents as PDF files when they register. A reviewer on our team compares each one with the details on the profile and marks it verified, or rejects it with a reason the doctor can act on. A profile goes live only when every document is verified.',
      },
      { kind: 'heading', text: 'What the badge does not mean' },
      {
        kind: 'paragraph',
        text: 'Verification confirms identity and qualifications; it is not a rating of clinical skill. For that, read the ratings and patient stories shown with each doctor, and ask the questions that matter to you at your first visit.',
      },
      {
        kind: 'paragraph',
        text: 'If anything about a doctor or clinic does not match what you saw online, tell us through the contact details at the foot of every page. We look into every report.',
      },
    ],
  },
  {
    slug: 'preventive-check-ups-by-age',
    title: 'Preventive health check-ups: what to get, and when',
    category: 'Preventive care',
    date: '2026-09-22',
    readMinutes: 6,
    excerpt:
      'Many common conditions, from high blood pressure to diabetes, cause no symptoms for years. A short guide to the screening tests worth discussing with your doctor at each age.',
    body: [
      {
        kind: 'paragraph',
        text: 'High blood pressure, diabetes and high cholesterol are widespread in India and often cause no symptoms until they have done damage. Regular check-ups find them early, when lifestyle changes and simple medicines work best. The list below is a general guide; your doctor will tailor it to your family history and risk.',
      },
      { kind: 'heading', text: 'In your 20s and 30s' },
      {
        kind: 'list',
        items: [
          'Blood pressure at least once a year.',
          'Weight, waist size and BMI, which point to metabolic risk early.',
          'Blood sugar (fasting glucose or HbA1c) from 30, or earlier if you are overweight or a parent has diabetes.',
          'A lipid profile every few years, more often if results are borderline.',
          'For women, a cervical screening test (Pap smear or HPV test) from the age your gynecologist advises, usually every three to five years.',
          'A dental check-up every six to twelve months.',
        ],
      },
      { kind: 'heading', text: 'In your 40s and 50s' },
      {
        kind: 'list',
        items: [
          'Blood sugar and a lipid profile every year.',
          'Kidney and liver function tests, especially if you take regular medicines.',
          'An eye examination, including eye pressure, every one to two years.',
          'For women, a breast examination and a discussion about mammography.',
          'An ECG if your doctor advises it, particularly with diabetes, high blood pressure or a smoking history.',
        ],
      },
      { kind: 'heading', text: 'From 60 onwards' },
      {
        kind: 'list',
        items: [
          'All of the above, at least yearly.',
          'Bone health, especially for women after menopause.',
          'Hearing and vision checks, which affect safety and independence.',
          'A review of every medicine you take, to avoid harmful combinations.',
          'Vaccinations your doctor recommends, such as influenza and pneumococcal vaccines.',
        ],
      },
      { kind: 'heading', text: 'Making it a habit' },
      {
        kind: 'paragraph',
        text: 'Pick a fixed month each year, your birthday month works well, and book a General Physician or Family Physician visit to go through your results. Keep your reports together so each year can be compared with the last.',
      },
      {
        kind: 'paragraph',
        text: 'This article is general information, not a substitute for advice from a doctor who knows your history.',
      },
    ],
  },
  {
    slug: 'ten-minute-appointment',
    title: 'Making the most of a ten-minute appointment',
    category: 'Patient tips',
    date: '2026-09-03',
    readMinutes: 3,
    excerpt:
      'A little preparation helps your doctor help you. Five habits that make every consultation, in person or on video, more useful.',
    body: [
      {
        kind: 'paragraph',
        text: 'A typical consultation is short, and it is easy to leave and remember the question you meant to ask. These habits, recommended by the doctors who use Digital Clinic, make the time count.',
      },
      {
        kind: 'list',
        items: [
          'Lead with your main concern. Say in one or two sentences what worries you most, before the details.',
          'Bring a timeline: when it started, what makes it better or worse, and what you have already tried.',
          'Carry a list of every medicine and supplement you take, with doses, or simply bring the strips.',
          'Bring previous reports and prescriptions, even if they seem unrelated.',
          'Before you leave, repeat back the plan: what to take, for how long, what to watch for, and when to come back.',
        ],
      },
      { kind: 'heading', text: 'Bringing someone along' },
      {
        kind: 'paragraph',
        text: 'For older parents or anyone who is unwell, a family member can take notes and ask questions. When booking for someone else, choose Someone Else on the confirmation screen so the clinic has the right name.',
      },
      { kind: 'heading', text: 'After the visit' },
      {
        kind: 'paragraph',
        text: 'If something in the plan is unclear once you are home, book a short video follow-up with the same doctor rather than guessing. Small questions are much easier to answer early.',
      },
    ],
  },
] as const satisfies readonly Article[];

/** A block in another language: the same kind, and for a list as many items. */
type TranslatedBlock<B> = B extends { kind: 'list'; items: infer Items extends readonly string[] }
  ? { kind: 'list'; items: { readonly [I in keyof Items]: string } }
  : B extends { kind: infer Kind extends 'paragraph' | 'heading' }
    ? { kind: Kind; text: string }
    : never;

type TranslatedBlocks<Blocks extends readonly ArticleBlock[]> = {
  readonly [I in keyof Blocks]: TranslatedBlock<Blocks[I]>;
};

/**
 * The articles' texts in another language: every article by its slug, with its
 * blocks one for one in the English order and kinds. Category, date and reading
 * time are the English article's (the page words them through the catalogues).
 */
export type ArticleTranslations = {
  readonly [A in (typeof ARTICLES)[number] as A['slug']]: {
    title: string;
    excerpt: string;
    body: TranslatedBlocks<A['body']>;
  };
};
