// The public doctor page, the filter bar with its All Filters panel and the slot
// panel in Hindi (issue 14): their own words in Hindi, rupees and days through
// Intl, and no raw key on screen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicDoctor } from '@clinic/shared/doctor-page';
import { formatDate } from '@/lib/i18n/format';
import { hiInTime, RAW_KEY } from '@/testing/i18n';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';
import {
  makeDoctor,
  makeSlots,
  makeSlotsFullTomorrow,
  searchPage,
} from '../testing/search-fixtures';
import { DoctorPageScreen } from './doctor-page';
import { SearchResultsScreen } from './search-results-screen';
import { SlotPanel } from './slot-panel';

const DOCTOR_ID = '00000000-0000-4000-8000-000000000099';

const doctor: PublicDoctor = {
  userId: DOCTOR_ID,
  name: 'Dr. Meera Iyer',
  specializations: ['Dermatologist'],
  clinicId: '10000000-0000-4000-8000-000000000099',
  clinicName: 'Skin First Clinic',
  clinicAddress: '12 MG Road',
  clinicCity: 'Bengaluru',
  locality: 'Indiranagar',
  additionalLocationInfo: null,
  clinicPhone: '+91 80 4000 1234',
  latitude: 12.9719,
  longitude: 77.6412,
  mapUrl: 'https://www.openstreetmap.org/?mlat=12.97190&mlon=77.64120#map=17/12.97190/77.64120',
  photoUrl: '/api/doctor-photos/meera-400.jpg',
  photoThumbUrl: '/api/doctor-photos/meera-96.jpg',
  degrees: 'MBBS, MD - Dermatology',
  degreeList: ['MBBS', 'MD - Dermatology'],
  languages: ['English', 'Kannada'],
  bio: 'Fifteen years of treating skin conditions.',
  registrationNumber: 'KMC 45821',
  council: null,
  experience: 15,
  onlineFee: 700,
  offlineFee: 1100,
  rating: 4.7,
  patientStories: 2,
  gender: 'female',
  offersVirtual: true,
  timeZone: 'Asia/Kolkata',
  slotMinutes: 30,
  bookingHorizonDays: 30,
};

const stories = {
  rating: 4.7,
  patientStories: 2,
  stories: [
    {
      id: 's1',
      name: 'Ravi K.',
      rating: 5,
      date: '2026-03-01',
      story: 'Explained everything clearly.',
      reply: 'Thank you, Ravi!',
    },
  ],
};

/** The screens' own English words, none of which may be left on a Hindi screen. */
const ENGLISH = [
  'Patient stories',
  'Consultation fees',
  'Clinic visit',
  'Video consultation',
  'Available slots',
  'Morning',
  'Evening',
  'Today',
  'Tomorrow',
  'slots available',
  'Filters',
  'Gender',
  'Experience',
  'Sort By',
  'Try again',
];

function expectNoEnglish() {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(RAW_KEY);
  for (const words of ENGLISH) expect(text, words).not.toContain(words);
}

describe('the doctor page in Hindi', { timeout: 20_000 }, () => {
  it('says everything in Hindi, with a Hindi title and description', async () => {
    mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === `/api/doctors/${DOCTOR_ID}`) return jsonResponse({ doctor });
      if (pathname === `/api/doctors/${DOCTOR_ID}/slots`) return jsonResponse(makeSlots(DOCTOR_ID));
      if (pathname === `/api/doctors/${DOCTOR_ID}/stories`) return jsonResponse(stories);
      return jsonResponse({ error: 'Not found' }, 404);
    });
    renderRoutes([{ path: '/doctors/:userId', element: <DoctorPageScreen userId={DOCTOR_ID} /> }], {
      entries: [`/doctors/${DOCTOR_ID}`],
      language: 'hi',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dr. Meera Iyer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dr. Meera Iyer की फ़ोटो' })).toBeInTheDocument();
    expect(screen.getByText('15 वर्षों का अनुभव')).toBeInTheDocument();
    expect(screen.getByText('त्वचा रोग विशेषज्ञ')).toBeInTheDocument();
    expect(screen.getByText('सत्यापित')).toBeInTheDocument();
    expect(screen.getByText('2 मरीज़ों के अनुभवों से 5 में से 4.7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अपॉइंटमेंट बुक करें' })).toBeInTheDocument();
    expect(screen.getByText(/रजिस्ट्रेशन: KMC 45821/)).toBeInTheDocument();
    const fees = screen.getByRole('region', { name: 'परामर्श फ़ीस' });
    expect(within(fees).getByText('क्लिनिक विज़िट')).toBeInTheDocument();
    expect(within(fees).getByText('₹1,100')).toBeInTheDocument();
    expect(within(fees).getByText('वीडियो परामर्श')).toBeInTheDocument();
    const clinic = screen.getByRole('region', { name: 'क्लिनिक' });
    expect(within(clinic).getByRole('link', { name: /नक्शे पर देखें/ })).toHaveAttribute(
      'href',
      doctor.mapUrl,
    );
    expect(within(clinic).getByRole('link', { name: /क्लिनिक को कॉल करें/ })).toBeInTheDocument();

    // The slot panel and the stories, in Hindi too.
    const picker = await screen.findByRole('region', { name: 'Dr. Meera Iyer के उपलब्ध स्लॉट' });
    const days = await within(picker).findByRole('list', { name: 'दिन चुनें' });
    expect(within(days).getByRole('button', { name: /^आज\s*2 स्लॉट उपलब्ध$/ })).toBeInTheDocument();
    expect(within(picker).getByRole('group', { name: 'परामर्श का प्रकार' })).toBeInTheDocument();
    expect(await screen.findByText('Dr. Meera Iyer का जवाब')).toBeInTheDocument();

    await waitFor(() =>
      expect(document.title).toBe('Dr. Meera Iyer, त्वचा रोग विशेषज्ञ, Bengaluru | Digital Clinic'),
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Bengaluru में Dr. Meera Iyer, त्वचा रोग विशेषज्ञ, 15 वर्ष का अनुभव। फ़ीस, मरीज़ों के अनुभव और खाली स्लॉट देखें, और ऑनलाइन बुक करें।',
    );
    expect(document.body.textContent).not.toContain('Dermatologist');
    expectNoEnglish();
  });

  it('says a doctor was not found in Hindi', async () => {
    mockFetch(() => errorResponse('NOT_FOUND', 'Doctor not found'));
    renderRoutes([{ path: '/doctors/:userId', element: <DoctorPageScreen userId={DOCTOR_ID} /> }], {
      entries: [`/doctors/${DOCTOR_ID}`],
      language: 'hi',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'डॉक्टर नहीं मिले' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'डॉक्टर खोजें' })).toHaveAttribute('href', '/doctors');
    await waitFor(() => expect(document.title).toBe('डॉक्टर नहीं मिले | Digital Clinic'));
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});

describe('the filter bar and All Filters in Hindi', { timeout: 20_000 }, () => {
  it('names every filter, option and action in Hindi, and checks the fee range in Hindi', async () => {
    const searched: string[] = [];
    mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/userside/patients/search-doctors') {
        searched.push(request.url);
        return jsonResponse(
          searchPage([
            makeDoctor({ name: 'Dr. Kavya Rao', specializations: ['Dentist', 'Orthodontist'] }),
          ]),
        );
      }
      return jsonResponse({ specializations: [] });
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/search-results', element: <SearchResultsScreen /> }], {
      entries: ['/search-results?location=Pune&treatment=Dentist'],
      language: 'hi',
    });

    const card = await screen.findByRole('article', { name: 'Dr. Kavya Rao' });
    // The time in hi-IN's form, from the slot's start in the clinic's zone.
    expect(card).toHaveTextContent(`अगला खाली समय आज, ${hiInTime('2026-03-11T11:30:00.000Z')}`);
    expect(card).not.toHaveTextContent('05:00 PM');
    expect(within(card).getByText('दंत चिकित्सक, ऑर्थोडॉन्टिस्ट')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pune में दंत चिकित्सक' }),
    ).toBeInTheDocument();
    // The search itself stays English: the form's value and the API's query.
    expect(document.querySelector('input[name="treatment"]')).toHaveValue('Dentist');
    expect(screen.getByRole('combobox', { name: 'इलाज या विशेषज्ञता' })).toHaveValue('दंत चिकित्सक');
    expect(searched[0]).toContain('=Dentist');
    for (const url of searched) expect(url).not.toMatch(/%E0|[\u0900-\u097F]/);
    const bar = screen.getByRole('group', { name: 'फ़िल्टर' });
    const gender = within(bar).getByRole('combobox', { name: 'लिंग' });
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['कोई भी', 'महिला', 'पुरुष', 'अन्य']);
    const storiesSelect = within(bar).getByRole('combobox', { name: 'मरीज़ों के अनुभव' });
    expect(within(storiesSelect).getByRole('option', { name: '50+ अनुभव' })).toBeInTheDocument();
    const experience = within(bar).getByRole('combobox', { name: 'अनुभव' });
    expect(within(experience).getByRole('option', { name: '10+ वर्ष' })).toBeInTheDocument();
    const sort = within(bar).getByRole('combobox', { name: 'क्रमबद्ध करें' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['प्रासंगिकता', 'अनुभव', 'फ़ीस: कम से ज़्यादा', 'फ़ीस: ज़्यादा से कम', 'रेटिंग']);
    await waitFor(() =>
      expect(document.title).toBe('Pune में दंत चिकित्सक – विज़िट बुक करें | Digital Clinic'),
    );

    await user.click(within(bar).getByRole('button', { name: 'सभी फ़िल्टर' }));
    const panel = screen.getByRole('form', { name: 'सभी फ़िल्टर' });
    expect(within(panel).getByRole('group', { name: 'परामर्श फ़ीस' })).toBeInTheDocument();
    for (const preset of ['₹500 तक', '₹500 – ₹1,000', '₹1,000 से ज़्यादा']) {
      expect(within(panel).getByRole('button', { name: preset })).toBeInTheDocument();
    }
    expect(within(panel).getByRole('radio', { name: 'क्लिनिक विज़िट' })).toBeChecked();
    await user.click(within(panel).getByRole('radio', { name: 'वीडियो परामर्श' }));
    expect(within(panel).getByRole('group', { name: 'वीडियो परामर्श फ़ीस' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'आज उपलब्ध' })).not.toBeChecked();
    expect(within(panel).getByText('उपलब्धता')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();

    await user.type(within(panel).getByRole('textbox', { name: 'न्यूनतम फ़ीस' }), '900');
    await user.type(within(panel).getByRole('textbox', { name: 'अधिकतम फ़ीस' }), '500');
    await user.click(within(panel).getByRole('button', { name: 'फ़िल्टर लागू करें' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'न्यूनतम फ़ीस अधिकतम फ़ीस से ज़्यादा नहीं हो सकती',
    );
    expectNoEnglish();
  });
});

describe('the slot panel in Hindi', { timeout: 20_000 }, () => {
  it('names the days, the counts, the parts of the day and the waitlist in Hindi', async () => {
    mockFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === `/api/doctors/${DOCTOR_ID}/slots`) {
        return jsonResponse(makeSlotsFullTomorrow(DOCTOR_ID));
      }
      return jsonResponse({ error: 'Not found' }, 404);
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <SlotPanel
              id="panel"
              doctorId={DOCTOR_ID}
              doctorName="Dr. Full Day"
              offersVirtual
              offlineFee={900}
              onlineFee={700}
              initialMode="clinic"
              onChoose={() => {}}
            />
          ),
        },
      ],
      { language: 'hi' },
    );

    const panel = await screen.findByRole('region', { name: 'Dr. Full Day के उपलब्ध स्लॉट' });
    const days = await within(panel).findByRole('list', { name: 'दिन चुनें' });
    const friday = formatDate('2026-03-13', 'hi', 'short');
    expect(friday).toMatch(/[\u0900-\u097F]/);
    expect(
      within(days)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['आज2 स्लॉट उपलब्ध', 'कलकोई स्लॉट उपलब्ध नहीं', `${friday}कोई स्लॉट उपलब्ध नहीं`]);
    expect(within(panel).getByRole('button', { name: 'पिछले दिन' })).toBeDisabled();
    expect(within(panel).getByRole('radio', { name: /क्लिनिक विज़िट\s*₹900/ })).toBeChecked();
    expect(within(panel).getByRole('radio', { name: /वीडियो परामर्श\s*₹700/ })).toBeInTheDocument();

    const morning = within(panel).getByRole('group', { name: 'सुबह के स्लॉट' });
    expect(morning).toHaveTextContent('सुबह(1 स्लॉट)');
    expect(
      within(morning).getByRole('button', {
        name: new RegExp(`^${hiInTime('2026-03-11T03:30:00.000Z')}\\s*\\(उपलब्ध नहीं\\)$`),
      }),
    ).toBeDisabled();
    expect(within(panel).getByRole('group', { name: 'शाम के स्लॉट' })).toBeInTheDocument();

    await user.click(within(days).getByRole('button', { name: /^कल/ }));
    expect(
      within(panel).getByText('कल के लिए कोई स्लॉट उपलब्ध नहीं है। कोई दूसरा दिन चुनें।'),
    ).toBeVisible();
    expect(
      within(panel).getByRole('link', { name: 'कल की प्रतीक्षा सूची में शामिल हों' }),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'अगले दिन' }));
    const saturday = formatDate('2026-03-14', 'hi', 'short');
    expect(
      within(days).getByRole('button', { name: new RegExp(`^${saturday}\\s*2 स्लॉट उपलब्ध$`) }),
    ).toHaveAttribute('aria-pressed', 'true');
    expectNoEnglish();
  });
});
