import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_TEXTS, VALIDATION } from '@clinic/shared/messages';
import { PATIENT_MESSAGES, type PatientDetails } from '@clinic/shared/patients';
import { RAW_KEY } from '@/testing/i18n';
import { errorResponse, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { servePortal } from '@/testing/portal-fixtures';
import { PatientDetailsScreen } from './components/patient-details-screen';

const ID = '00000000-0000-4000-8000-000000000001';

function details(overrides: Partial<PatientDetails> = {}): PatientDetails {
  return {
    patient: {
      id: ID,
      name: 'Asha Rao',
      age: 35,
      gender: 'female',
      mobile: '+919800000001',
      email: 'asha@example.com',
      lastVisit: '2026-03-02',
      visits: 2,
      memberSince: '2025-01-15',
    },
    appointments: [
      {
        id: 'a1',
        publicId: '#1122584',
        date: '2026-03-02',
        time: '09:00 AM',
        location: 'Smile Clinic',
        appointmentType: 'Clinic Visit',
        status: 'Completed',
        treatment: 'Fever',
      },
    ],
    prescriptions: [
      {
        id: 'PRE-1001',
        description: 'Paracetamol 500 mg',
        date: '2026-03-02',
        doctor: 'Dr. Demo',
        documentId: 'doc-rx',
      },
    ],
    notes: [{ id: 'n1', content: 'Improving', createdAt: '2026-03-02T04:00:00.000Z' }],
    labReports: [
      { id: 'doc-lab', name: 'blood.pdf', size: 2048, mime: 'application/pdf', date: '2026-03-03' },
    ],
    ...overrides,
  };
}

function renderScreen(id = ID) {
  return renderRoutes(
    [{ path: '/patient-details/:id', element: <PatientDetailsScreen patientId={id} /> }],
    {
      entries: [`/patient-details/${id}`],
    },
  );
}

beforeEach(() => {
  window.localStorage.setItem('token', 'doctor-token');
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('PatientDetailsScreen', { timeout: 20_000 }, () => {
  it('shows the profile, bookings, prescriptions, notes and lab reports', async () => {
    servePortal({ [`GET /api/patients/${ID}`]: () => jsonResponse(details()) });
    renderScreen();
    const profile = await screen.findByRole('region', { name: 'Patient profile' });
    expect(within(profile).getByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('+91 98000 00001');
    expect(profile).toHaveTextContent('35 Yrs');
    expect(profile).toHaveTextContent('Member Since 15 Jan 2025');
    const bookings = screen.getByRole('region', { name: 'Booking History' });
    expect(bookings).toHaveTextContent('02 Mar 2026 · 09:00 AM');
    expect(bookings).toHaveTextContent('Smile Clinic');
    expect(
      within(bookings).getByRole('link', { name: 'Open appointment #1122584' }),
    ).toHaveAttribute('href', '/appointment-details/1122584');
    const rx = screen.getByRole('region', { name: 'Prescriptions' });
    expect(rx).toHaveTextContent('Paracetamol 500 mg');
    expect(
      within(rx).getByRole('button', { name: 'View Prescription PRE-1001' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Consultation Notes' })).toHaveTextContent(
      'Improving',
    );
    const labs = screen.getByRole('region', { name: 'Lab Reports' });
    expect(labs).toHaveTextContent('blood.pdf');
    expect(labs).toHaveTextContent('2 KB · 03 Mar 2026');
  });

  it('shows the spec’s empty texts', async () => {
    servePortal({
      [`GET /api/patients/${ID}`]: () =>
        jsonResponse(details({ appointments: [], prescriptions: [], notes: [], labReports: [] })),
    });
    renderScreen();
    expect(await screen.findByText(EMPTY_TEXTS.bookings)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_TEXTS.prescriptions)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_TEXTS.notes)).toBeInTheDocument();
    expect(screen.getByText(PATIENT_MESSAGES.noLabReports)).toBeInTheDocument();
  });

  it('is a not-found state for an unknown patient or one who never saw this doctor', async () => {
    servePortal({});
    renderScreen();
    expect(
      await screen.findByRole('heading', { name: PATIENT_MESSAGES.patientNotFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Patients' })).toHaveAttribute(
      'href',
      '/my-patients',
    );
  });

  it('adds a note: an empty one is refused with the spec’s text, a real one is sent trimmed', async () => {
    const user = userEvent.setup();
    let current = details({ notes: [] });
    const api = servePortal({
      [`GET /api/patients/${ID}`]: () => jsonResponse(current),
      [`POST /api/patients/${ID}/notes`]: (request) => {
        const note = {
          id: 'n2',
          content: (request.body as { text: string }).text,
          createdAt: '2026-03-10T04:30:00.000Z',
        };
        current = { ...current, notes: [note] };
        return jsonResponse({ note }, 201);
      },
    });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    expect(within(dialog).getByText(VALIDATION.noteRequired)).toBeInTheDocument();
    expect(api.to('POST', `/api/patients/${ID}/notes`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Review in a week ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST', `/api/patients/${ID}/notes`)[0]!.body).toEqual({
      text: 'Review in a week',
    });
    expect(
      await within(screen.getByRole('region', { name: 'Consultation Notes' })).findByText(
        'Review in a week',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a lab report over 10 MB on selection, uploads one within it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let current = details({ labReports: [] });
    const api = servePortal({
      [`GET /api/patients/${ID}`]: () => jsonResponse(current),
      [`POST /api/patients/${ID}/lab-reports`]: () => {
        const labReport = {
          id: 'doc-new',
          name: 'x-ray.png',
          size: 4,
          mime: 'image/png',
          date: '2026-03-10',
        };
        current = { ...current, labReports: [labReport] };
        return jsonResponse({ labReport }, 201);
      },
    });
    renderScreen();
    const input = await screen.findByLabelText('Lab report file');
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10485761 });
    await user.upload(input, big);
    const labs = screen.getByRole('region', { name: 'Lab Reports' });
    expect(within(labs).getByText(VALIDATION.fileTooLarge10mb)).toBeInTheDocument();
    expect(api.to('POST', `/api/patients/${ID}/lab-reports`)).toHaveLength(0);

    await user.upload(input, new File(['\x89PNG'], 'x-ray.png', { type: 'image/png' }));
    expect(await within(labs).findByText('x-ray.png')).toBeInTheDocument();
    const sent = api.to('POST', `/api/patients/${ID}/lab-reports`)[0]!.body as FormData;
    // jsdom's File loses its name on the way through undici's FormData; the bytes arrive.
    expect(await (sent.get('file') as Blob).text()).toBe('\x89PNG');
  });

  it('removes a lab report after confirming', async () => {
    const user = userEvent.setup();
    let current = details();
    const api = servePortal({
      [`GET /api/patients/${ID}`]: () => jsonResponse(current),
      [`DELETE /api/patients/${ID}/lab-reports/doc-lab`]: () => {
        current = { ...current, labReports: [] };
        return new Response(null, { status: 204 });
      },
    });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Remove blood.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove lab report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(PATIENT_MESSAGES.noLabReports)).toBeInTheDocument();
    expect(api.to('DELETE', `/api/patients/${ID}/lab-reports/doc-lab`)).toHaveLength(1);
  });

  it('views a prescription file fetched with the session, never a token in the URL', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:rx');
    URL.revokeObjectURL = vi.fn();
    const api = servePortal({
      [`GET /api/patients/${ID}`]: () => jsonResponse(details()),
      'GET /api/documents/doc-rx': () =>
        new Response(new Blob(['\x89PNG'], { type: 'image/png' }), {
          headers: { 'content-type': 'image/png' },
        }),
    });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'View Prescription PRE-1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'PRE-1001' });
    expect(await within(dialog).findByRole('img', { name: 'PRE-1001' })).toHaveAttribute(
      'src',
      'blob:rx',
    );
    const [request] = api.fetchMock.mock.calls
      .map(([r]) => r as Request)
      .filter((r) => r.url.includes('/documents/'));
    expect(request!.headers.get('authorization')).toBe('Bearer doctor-token');
    expect(request!.url).not.toContain('token');
  });

  it('shows a server error with a retry', async () => {
    servePortal({ [`GET /api/patients/${ID}`]: () => errorResponse('INTERNAL') });
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the record in Hindi, with the lab report and note checks translated', async () => {
    const user = userEvent.setup({ applyAccept: false });
    servePortal({ [`GET /api/patients/${ID}`]: () => jsonResponse(details()) });
    renderRoutes(
      [{ path: '/patient-details/:id', element: <PatientDetailsScreen patientId={ID} /> }],
      { entries: [`/patient-details/${ID}`], language: 'hi' },
    );
    const profile = await screen.findByRole('region', { name: 'मरीज़ की प्रोफ़ाइल' });
    expect(profile).toHaveTextContent('15 जन॰ 2025 से सदस्य');
    expect(profile).toHaveTextContent('35 वर्ष');
    expect(profile).toHaveTextContent('महिला');
    const bookings = screen.getByRole('region', { name: 'बुकिंग इतिहास' });
    expect(bookings).toHaveTextContent('2 मार्च 2026');
    expect(screen.getByRole('button', { name: 'पर्चा PRE-1001 देखें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'परामर्श नोट्स' })).toHaveTextContent('Improving');

    const labs = screen.getByRole('region', { name: 'लैब रिपोर्ट' });
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10485761 });
    await user.upload(screen.getByLabelText('लैब रिपोर्ट की फ़ाइल'), big);
    expect(within(labs).getByText('फ़ाइल का आकार 10MB की सीमा से अधिक है।')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'नोट जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'नोट जोड़ें' });
    await user.click(within(dialog).getByRole('button', { name: 'नोट सहेजें' }));
    expect(within(dialog).getByText('सहेजने से पहले कृपया नोट लिखें।')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
