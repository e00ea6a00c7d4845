import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DOCTOR_PAGE_TEXTS, type PublicDoctor } from '@clinic/shared/doctor-page';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';
import { makeSlots, makeSlotsFullTomorrow } from '../testing/search-fixtures';
import { DoctorPageScreen } from './doctor-page';

const DOCTOR_ID = '00000000-0000-4000-8000-000000000077';

const doctor: PublicDoctor = {
  userId: DOCTOR_ID,
  name: 'Dr. Meera Iyer',
  specializations: ['Dermatologist'],
  clinicId: '10000000-0000-4000-8000-000000000077',
  clinicName: 'Skin First Clinic',
  clinicAddress: '12 MG Road',
  clinicCity: 'Bengaluru',
  locality: 'Indiranagar',
  additionalLocationInfo: 'Second floor, above the pharmacy',
  clinicPhone: '+91 80 4000 1234',
  latitude: 12.9719,
  longitude: 77.6412,
  mapUrl: 'https://www.openstreetmap.org/?mlat=12.97190&mlon=77.64120#map=17/12.97190/77.64120',
  photoUrl: '/api/doctor-photos/meera-400.jpg',
  photoThumbUrl: '/api/doctor-photos/meera-96.jpg',
  degrees: 'MBBS, MD - Dermatology',
  degreeList: ['MBBS', 'MD - Dermatology'],
  languages: ['English', 'Kannada', 'Tamil'],
  bio: 'Fifteen years of treating skin conditions in children and adults.',
  registrationNumber: 'KMC 45821',
  council: 'Karnataka Medical Council',
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

function BookingProbe() {
  const location = useLocation();
  return (
    <main>
      <h1>Booking phone OTP</h1>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </main>
  );
}

function WaitlistJoinProbe() {
  const location = useLocation();
  return (
    <main>
      <h1>Join the waitlist</h1>
      <p data-testid="query">{location.search}</p>
    </main>
  );
}

function serve(answer: () => Response) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === `/api/doctors/${DOCTOR_ID}`) return answer();
    if (url.pathname === `/api/doctors/${DOCTOR_ID}/slots`)
      return jsonResponse(makeSlots(DOCTOR_ID));
    if (url.pathname === `/api/doctors/${DOCTOR_ID}/stories`) return jsonResponse(stories);
    return jsonResponse({ error: 'Not found' }, 404);
  });
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/doctors/:userId', element: <DoctorPageScreen userId={DOCTOR_ID} /> },
      { path: '/booking-phone-otp', element: <BookingProbe /> },
      { path: '/doctors', element: <h1>Directory</h1> },
    ],
    { entries: [`/doctors/${DOCTOR_ID}`] },
  );
}

describe('the public doctor page', { timeout: 20_000 }, () => {
  it("shows the doctor's real values, the clinic with a map link, stories with replies, and a title and description", async () => {
    serve(() => jsonResponse({ doctor }));
    const { container } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dr. Meera Iyer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('MBBS, MD - Dermatology')).toBeInTheDocument();
    expect(screen.getByText('15 years of experience')).toBeInTheDocument();
    expect(screen.getByText('English, Kannada, Tamil')).toBeInTheDocument();
    expect(screen.getByText(doctor.bio!)).toBeInTheDocument();
    expect(screen.getByText(/KMC 45821, Karnataka Medical Council/)).toBeInTheDocument();
    const fees = screen.getByRole('region', { name: DOCTOR_PAGE_TEXTS.fees });
    expect(within(fees).getByText('₹1,100')).toBeInTheDocument();
    expect(within(fees).getByText('₹700')).toBeInTheDocument();
    const clinic = screen.getByRole('region', { name: DOCTOR_PAGE_TEXTS.clinic });
    expect(within(clinic).getByText('Skin First Clinic')).toBeInTheDocument();
    expect(within(clinic).getByRole('link', { name: /View on map/ })).toHaveAttribute(
      'href',
      doctor.mapUrl,
    );
    expect(within(clinic).getByRole('link', { name: /Call the clinic/ })).toHaveAttribute(
      'href',
      'tel:+918040001234',
    );
    expect(await screen.findByText('Explained everything clearly.')).toBeInTheDocument();
    expect(screen.getByText('Thank you, Ravi!')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Dr. Meera Iyer, Dermatologist in Bengaluru | Digital Clinic'),
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      DOCTOR_PAGE_TEXTS.description(doctor),
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      document.title,
    );

    // The slot picker of the results card, and no serious accessibility problem.
    await screen.findByRole('region', { name: 'Available slots for Dr. Meera Iyer' });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
  });

  it('a chosen slot opens the booking flow with the doctor and the slot', async () => {
    serve(() => jsonResponse({ doctor }));
    renderPage();
    const picker = await screen.findByRole('region', {
      name: 'Available slots for Dr. Meera Iyer',
    });
    const slot = (await within(picker).findAllByRole('button')).find(
      (b) => !b.hasAttribute('disabled') && /\d{2}:\d{2} [AP]M/.test(b.textContent ?? ''),
    )!;
    await userEvent.click(slot);
    const state = JSON.parse((await screen.findByTestId('state')).textContent!);
    expect(state.doctor).toMatchObject({
      userId: DOCTOR_ID,
      name: 'Dr. Meera Iyer',
      offlineFee: 1100,
      onlineFee: 700,
      speciality: 'Dermatologist',
    });
    expect(state.mode).toBe('clinic');
    expect(state.start).toMatch(/^2026-/);
  });

  it('offers Join waitlist on a full day, opening the join page for the doctor and day', async () => {
    mockFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname === `/api/doctors/${DOCTOR_ID}`) return jsonResponse({ doctor });
      if (url.pathname === `/api/doctors/${DOCTOR_ID}/slots`)
        return jsonResponse(makeSlotsFullTomorrow(DOCTOR_ID));
      if (url.pathname === `/api/doctors/${DOCTOR_ID}/stories`) return jsonResponse(stories);
      return jsonResponse({ error: 'Not found' }, 404);
    });
    renderRoutes(
      [
        { path: '/doctors/:userId', element: <DoctorPageScreen userId={DOCTOR_ID} /> },
        { path: '/waitlist/join', element: <WaitlistJoinProbe /> },
      ],
      { entries: [`/doctors/${DOCTOR_ID}`] },
    );
    const picker = await screen.findByRole('region', {
      name: 'Available slots for Dr. Meera Iyer',
    });
    const days = await within(picker).findByRole('list', { name: 'Choose a day' });
    await userEvent.click(within(days).getByRole('button', { name: /Tomorrow/ }));
    await userEvent.click(within(picker).getByRole('link', { name: 'Join waitlist for Tomorrow' }));
    expect(await screen.findByRole('heading', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(screen.getByTestId('query')).toHaveTextContent(`?doctor=${DOCTOR_ID}&date=2026-03-12`);
  });

  it('shows a not-found state for an unknown or unverified doctor', async () => {
    serve(() => errorResponse('NOT_FOUND', 'Doctor not found'));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: DOCTOR_PAGE_TEXTS.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DOCTOR_PAGE_TEXTS.findDoctors })).toHaveAttribute(
      'href',
      '/doctors',
    );
  });
});
