import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LEDGER_MESSAGES } from '@clinic/shared/ledger';
import { RAW_KEY } from '@/testing/i18n';
import { errorResponse, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { appointmentItem, servePortal } from '@/testing/portal-fixtures';
import { AppointmentDetailsScreen } from './appointment-details-screen';

const NOW = new Date('2026-03-12T06:00:00Z');

type Detail = ReturnType<typeof detailOf>;

function detailOf(overrides: Record<string, unknown> = {}) {
  const item = appointmentItem({
    patient: 'Rahul Verma',
    treatment: 'Tooth cleaning',
    status: 'Confirmed',
    // Started an hour before NOW.
    startTime: '2026-03-12T05:00:00.000Z',
    endTime: '2026-03-12T05:30:00.000Z',
    date: '12 Mar 2026',
    time: '10:30 AM',
    timeRange: '10:30 AM - 11:00 AM',
  });
  return {
    appointment: {
      ...item,
      title: null,
      patientEmail: 'rahul@example.com',
      amountPaid: 1500,
      fee: 1500,
      paymentOption: 'pay-online',
      patientNotes: 'Sensitive teeth on the left side.',
      doctorNotes: null as string | null,
      address: null as string | null,
      videoRoomUrl: null as string | null,
      allowedStatuses: ['Confirmed', 'Completed', 'No-Show', 'Cancelled'],
      ...overrides,
    },
    patient: {
      id: 'p-1',
      name: 'Rahul Verma',
      phone: '+919876543210',
      email: 'rahul@example.com',
      age: '34 Yrs',
      gender: 'male',
      memberSince: '14 Jan 2025',
    },
    documents: [
      {
        id: 'd1',
        name: 'blood-report.pdf',
        size: '1.2 MB',
        date: '02 Mar 2026',
        url: '/api/documents/d1',
      },
    ],
    prescriptions: [
      {
        id: 'PRE-1042',
        doctor: 'Dr. Asha Rao',
        medication: 'Amoxicillin 500 mg',
        date: '20 Feb 2026',
        url: null,
      },
    ],
    invoice: null as null | { invoiceId: string; amount: number },
  };
}

/** A fake server holding one appointment and changing it as the real one would. */
function serve(detail: Detail, overrides: Record<string, () => Response> = {}) {
  const id = detail.appointment.id;
  const base = `/api/appointments/${id}`;
  const answer = () => jsonResponse({ appointment: detail.appointment });
  return servePortal({
    [`GET ${base}`]: () => jsonResponse(detail),
    [`PATCH ${base}/status`]: (request) => {
      detail.appointment.status = (request.body as { status: string }).status;
      return answer();
    },
    [`POST ${base}/accept`]: () => {
      detail.appointment.status = 'Confirmed';
      return answer();
    },
    [`POST ${base}/notes`]: (request) => {
      detail.appointment.doctorNotes = (request.body as { notes: string }).notes;
      return answer();
    },
    [`POST ${base}/prescriptions`]: () =>
      jsonResponse(
        {
          prescription: {
            id: 'PRE-1043',
            doctor: 'Dr. Asha Rao',
            medication: 'Ibuprofen',
            date: '12 Mar 2026',
            url: null,
          },
        },
        201,
      ),
    [`POST ${base}/invoice`]: (request) => {
      detail.appointment.doctorNotes = (request.body as { notes?: string }).notes ?? null;
      detail.appointment.status = 'Completed';
      detail.invoice = { invoiceId: 'INV-2026-0042', amount: 1500 };
      return jsonResponse(
        {
          invoice: { invoiceId: 'INV-2026-0042', serial: 42, amount: 1500, date: '2026-03-12' },
          appointment: detail.appointment,
        },
        201,
      );
    },
    ...overrides,
  });
}

function renderDetails(id: string, language: 'en' | 'hi' = 'en') {
  return renderRoutes(
    [
      {
        path: '/appointment-details/:id',
        element: <AppointmentDetailsScreen id={id} now={NOW} />,
      },
      { path: '/appointments', element: <h1>Appointments screen</h1> },
    ],
    { entries: [`/appointment-details/${id}`], language },
  );
}

const statusGroup = () => screen.getByRole('group', { name: 'Appointment status' });

beforeEach(() => {
  window.localStorage.setItem('token', 'doctor-token');
});

// Many interactions each; generous so a busy machine does not fail them.
describe('AppointmentDetailsScreen', { timeout: 20_000 }, () => {
  it('shows the visit and the patient panel', async () => {
    const detail = detailOf();
    serve(detail);
    renderDetails(detail.appointment.id);

    const visit = await screen.findByRole('region', {
      name: `Appointment ${detail.appointment.publicId}`,
    });
    expect(within(visit).getByText('12 Mar 2026')).toBeInTheDocument();
    expect(within(visit).getByText('10:30 AM - 11:00 AM')).toBeInTheDocument();
    expect(within(visit).getByText('Tooth cleaning')).toBeInTheDocument();
    expect(within(visit).getByText('₹1,500')).toBeInTheDocument();
    expect(within(visit).getByText('Clinic Visit')).toHaveClass('bg-blue-50');
    expect(within(visit).getByText('Sensitive teeth on the left side.')).toBeInTheDocument();
    expect(within(visit).queryByText('Teleconsulting Link')).toBeNull();
    expect(within(visit).queryByText('Address')).toBeNull();

    const patient = screen.getByRole('region', { name: 'Patient' });
    expect(within(patient).getByRole('heading', { name: 'Rahul Verma' })).toBeInTheDocument();
    expect(within(patient).getByText('Member Since 14 Jan 2025')).toBeInTheDocument();
    expect(within(patient).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(patient).getByText('34 Yrs')).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documents Uploaded' });
    expect(documents).toHaveTextContent('1.2 MB · 02 Mar 2026');
    const history = screen.getByRole('region', { name: 'Prescription History' });
    expect(history).toHaveTextContent('PRE-1042');
    expect(history).toHaveTextContent('Amoxicillin 500 mg');
    expect(history).toHaveTextContent('Dr. Asha Rao');
    expect(history).toHaveTextContent('20 Feb 2026');
  });

  it("opens a patient's document with the session, not by a bare link", async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    try {
      const detail = detailOf();
      const api = serve(detail, {
        'GET /api/documents/d1': () =>
          new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
            headers: { 'content-type': 'application/pdf' },
          }),
      });
      renderDetails(detail.appointment.id);

      await user.click(await screen.findByRole('button', { name: 'blood-report.pdf' }));
      const viewer = await screen.findByRole('dialog', { name: 'blood-report.pdf' });
      expect(await within(viewer).findByTitle('blood-report.pdf')).toHaveAttribute(
        'src',
        'blob:report#view=FitH&navpanes=0',
      );
      const request = api.fetchMock.mock.calls
        .map(([r]) => r as Request)
        .find((r) => r.url.endsWith('/api/documents/d1'));
      expect(request?.headers.get('Authorization')).toBe('Bearer doctor-token');
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('shows the video room of a virtual visit and the address of a home visit', async () => {
    const virtual = detailOf({
      appointmentType: 'Virtual',
      mode: 'virtual',
      videoRoomUrl: 'https://meet.example.com/room-1',
    });
    serve(virtual);
    const { unmount } = renderDetails(virtual.appointment.id);
    expect(await screen.findByText('Teleconsulting Link')).toBeInTheDocument();
    expect(screen.getByText('Virtual')).toHaveClass('bg-green-50');
    const launch = screen.getByRole('link', { name: /Launch Video Room/ });
    expect(launch).toHaveAttribute('href', 'https://meet.example.com/room-1');
    expect(launch).toHaveAttribute('target', '_blank');
    unmount();

    const home = detailOf({
      appointmentType: 'Home Visit',
      mode: 'home',
      address: '12 MG Road, Bengaluru',
    });
    home.documents = [];
    home.prescriptions = [];
    serve(home);
    renderDetails(home.appointment.id);
    expect(await screen.findByText('12 MG Road, Bengaluru')).toBeInTheDocument();
    expect(screen.getByText('Home Visit')).toHaveClass('bg-amber-50');
    expect(screen.getByText('No documents uploaded.')).toBeInTheDocument();
    expect(screen.getByText('No prescription history available.')).toBeInTheDocument();
  });

  it('enables only the allowed statuses and stores a change', async () => {
    const user = userEvent.setup();
    const detail = detailOf();
    const api = serve(detail);
    renderDetails(detail.appointment.id);
    await screen.findByRole('group', { name: 'Appointment status' });

    const radio = (name: string) => within(statusGroup()).getByRole('radio', { name });
    expect(radio('Confirmed')).toBeChecked();
    expect(radio('Pending')).toBeDisabled();
    expect(radio('Rejected')).toBeDisabled();
    expect(radio('Completed')).toBeEnabled();
    expect(radio('No-Show')).toBeEnabled();
    // No Accept or Reject once confirmed.
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();

    await user.click(radio('Completed'));
    expect(await screen.findByText('Status changed to Completed.')).toBeInTheDocument();
    expect(api.to('PATCH', `/api/appointments/${detail.appointment.id}/status`)[0]?.body).toEqual({
      status: 'Completed',
    });
    expect(radio('Completed')).toBeChecked();
  });

  it('moves the radio back when the server refuses the change', async () => {
    const user = userEvent.setup();
    const detail = detailOf();
    serve(detail, {
      [`PATCH /api/appointments/${detail.appointment.id}/status`]: () =>
        errorResponse(
          'INVALID_TRANSITION',
          'An appointment can be marked No-Show only once its start time has passed.',
        ),
    });
    renderDetails(detail.appointment.id);
    await screen.findByRole('group', { name: 'Appointment status' });

    await user.click(within(statusGroup()).getByRole('radio', { name: 'No-Show' }));

    expect(
      await screen.findByText(
        'An appointment can be marked No-Show only once its start time has passed.',
      ),
    ).toBeInTheDocument();
    // The message and the radio's return may land in separate renders.
    await waitFor(() =>
      expect(within(statusGroup()).getByRole('radio', { name: 'Confirmed' })).toBeChecked(),
    );
  });

  it('accepts a pending request', async () => {
    const user = userEvent.setup();
    const detail = detailOf({
      status: 'Pending',
      allowedStatuses: ['Pending', 'Confirmed', 'Rejected'],
    });
    const api = serve(detail);
    renderDetails(detail.appointment.id);

    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Appointment accepted.')).toBeInTheDocument();
    expect(api.to('POST', `/api/appointments/${detail.appointment.id}/accept`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('saves the notes', async () => {
    const user = userEvent.setup();
    const detail = detailOf();
    const api = serve(detail);
    renderDetails(detail.appointment.id);

    const notes = await screen.findByRole('textbox', { name: 'Add Notes' });
    expect(notes).toHaveAttribute('placeholder', 'Write here...');
    await user.type(notes, 'Scaling done; review in 6 months.');
    await user.click(screen.getByRole('button', { name: 'Save Notes' }));

    expect(await screen.findByText('Notes saved.')).toBeInTheDocument();
    expect(api.to('POST', `/api/appointments/${detail.appointment.id}/notes`)[0]?.body).toEqual({
      notes: 'Scaling done; review in 6 months.',
    });
  });

  it('checks the prescription file here: type and size', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const detail = detailOf();
    const api = serve(detail);
    renderDetails(detail.appointment.id);
    const input = await screen.findByLabelText('Prescription file');
    expect(screen.getByText('Select a file or drag and drop here')).toBeInTheDocument();
    expect(screen.getByText('JPG, PNG or PDF, no more than 10MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse' })).toBeInTheDocument();

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Only JPG, PNG or PDF files are allowed.')).toBeInTheDocument();

    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(screen.getByText('File size exceeds 10MB limit.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload Prescription' }));
    expect(screen.getByText('Medication is required.')).toBeInTheDocument();
    expect(api.to('POST', `/api/appointments/${detail.appointment.id}/prescriptions`)).toHaveLength(
      0,
    );
  });

  it('uploads a dropped prescription with its medication', async () => {
    const user = userEvent.setup();
    const detail = detailOf();
    const api = serve(detail);
    renderDetails(detail.appointment.id);
    await screen.findByLabelText('Prescription file');

    const file = new File(['%PDF-1.4'], 'rx.pdf', { type: 'application/pdf' });
    const zone = screen.getByText('Select a file or drag and drop here').parentElement!;
    fireEvent.dragEnter(zone, { dataTransfer: { files: [file], types: ['Files'] } });
    fireEvent.drop(zone, { dataTransfer: { files: [file], types: ['Files'] } });
    expect(screen.getByText('rx.pdf')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Medication' }), 'Ibuprofen 400 mg');
    await user.click(screen.getByRole('button', { name: 'Upload Prescription' }));

    expect(await screen.findByText('Prescription uploaded.')).toBeInTheDocument();
    const body = api.to('POST', `/api/appointments/${detail.appointment.id}/prescriptions`)[0]
      ?.body as FormData;
    expect(body.get('medication')).toBe('Ibuprofen 400 mg');
    // jsdom's File loses its name on the way through undici's FormData; the bytes arrive.
    expect(await (body.get('file') as Blob).text()).toBe('%PDF-1.4');
    expect(screen.queryByText('rx.pdf')).toBeNull();
  });

  it('Save & Invoice stores the notes, shows the invoice number and completes the visit', async () => {
    const user = userEvent.setup();
    const detail = detailOf();
    const api = serve(detail);
    renderDetails(detail.appointment.id);

    await user.type(await screen.findByRole('textbox', { name: 'Add Notes' }), 'All done.');
    await user.click(screen.getByRole('button', { name: 'Save & Invoice' }));

    expect(await screen.findByText('Invoice INV-2026-0042 created.')).toBeInTheDocument();
    expect(api.to('POST', `/api/appointments/${detail.appointment.id}/invoice`)[0]?.body).toEqual({
      cost: 1500,
      // The practice's rate (0 here), shown and sent as it stands.
      taxPercent: 0,
      notes: 'All done.',
    });
    expect(await screen.findByText('INV-2026-0042')).toBeInTheDocument();
    expect(within(statusGroup()).getByRole('radio', { name: 'Completed' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save & Invoice' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('Save & Invoice sends the cost, discount, GST and what is received, with the total they make', async () => {
    const user = userEvent.setup();
    const detail = {
      ...detailOf({ amountPaid: 300, fee: 1000 }),
      invoiceDefaults: { gstPercent: 18 },
    };
    const api = serve(detail);
    renderDetails(detail.appointment.id);

    const charges = await screen.findByRole('group', { name: 'Invoice' });
    expect(within(charges).getByRole('spinbutton', { name: 'GST (%)' })).toHaveValue(18);
    await user.type(within(charges).getByRole('spinbutton', { name: 'Discount (₹)' }), '100');
    // (1000 - 100) + 18% = 1062; the 300 paid online is credited.
    expect(within(charges).getByText('₹1,062')).toBeInTheDocument();
    await user.type(within(charges).getByRole('spinbutton', { name: 'Received now (₹)' }), '500');
    expect(within(charges).getByText('₹262')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save & Invoice' }));

    expect(await screen.findByText('Invoice INV-2026-0042 created.')).toBeInTheDocument();
    expect(api.to('POST', `/api/appointments/${detail.appointment.id}/invoice`)[0]?.body).toEqual({
      cost: 1000,
      discount: 100,
      taxPercent: 18,
      paidAtClinic: 500,
      notes: '',
    });
  });

  it('refuses a discount above the cost without calling the server', async () => {
    const user = userEvent.setup();
    const detail = detailOf({ fee: 1000 });
    const api = serve(detail);
    renderDetails(detail.appointment.id);

    const charges = await screen.findByRole('group', { name: 'Invoice' });
    await user.type(within(charges).getByRole('spinbutton', { name: 'Discount (₹)' }), '1200');
    await user.click(screen.getByRole('button', { name: 'Save & Invoice' }));

    expect(await screen.findByText(LEDGER_MESSAGES.discountAboveCost)).toBeInTheDocument();
    expect(within(charges).getByRole('spinbutton', { name: 'Discount (₹)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.to('POST', `/api/appointments/${detail.appointment.id}/invoice`)).toHaveLength(0);
  });

  it('keeps Save & Invoice closed until the visit has started', async () => {
    const detail = detailOf({
      startTime: '2026-03-13T05:00:00.000Z',
      endTime: '2026-03-13T05:30:00.000Z',
    });
    serve(detail);
    renderDetails(detail.appointment.id);
    expect(await screen.findByRole('button', { name: 'Save & Invoice' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      screen.getByText('Save & Invoice opens once the appointment has started.'),
    ).toBeInTheDocument();
  });

  it('shows not found for an unknown or foreign id, never a sample record', async () => {
    servePortal({});
    renderDetails('1122584');

    expect(
      await screen.findByRole('heading', { name: 'Appointment not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Appointments' })).toHaveAttribute(
      'href',
      '/appointments',
    );
    expect(screen.queryByRole('group', { name: 'Appointment status' })).toBeNull();
  });

  it('shows the details in Hindi, with Hindi validation messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const detail = detailOf({ fee: 1000 });
    const api = serve(detail);
    renderDetails(detail.appointment.id, 'hi');

    const status = await screen.findByRole('group', { name: 'अपॉइंटमेंट की स्थिति' });
    expect(within(status).getByRole('radio', { name: 'पुष्ट' })).toBeChecked();
    expect(within(status).getByRole('radio', { name: 'पूर्ण' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: /अपॉइंटमेंट #/ })).toBeInTheDocument();
    expect(screen.getAllByText('12 मार्च 2026').length).toBeGreaterThan(0);
    expect(screen.getByText('10:30 am - 11:00 am')).toBeInTheDocument();
    expect(screen.getAllByText('₹1,500').length).toBeGreaterThan(0);
    expect(screen.getByText('ऑनलाइन चुकाया गया अग्रिम')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'पर्चों का इतिहास' })).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('पर्चे की फ़ाइल'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByText('केवल JPG, PNG या PDF फ़ाइलें ही मान्य हैं।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पर्चा अपलोड करें' }));
    expect(screen.getByText('दवा का नाम ज़रूरी है।')).toBeInTheDocument();

    const charges = screen.getByRole('group', { name: 'इनवॉइस' });
    await user.type(within(charges).getByRole('spinbutton', { name: 'छूट (₹)' }), '1200');
    await user.click(screen.getByRole('button', { name: 'सहेजें और इनवॉइस बनाएँ' }));
    expect(await screen.findByText('छूट शुल्क से अधिक नहीं हो सकती।')).toBeInTheDocument();
    expect(api.to('POST', `/api/appointments/${detail.appointment.id}/invoice`)).toHaveLength(0);
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
