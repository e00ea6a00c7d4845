import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RAW_KEY } from '@/testing/i18n';
import { errorResponse, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { servePortal } from '@/testing/portal-fixtures';
import { CalendarScreen } from './calendar-screen';

// Thursday 12 March 2026, 11:30 in Asia/Kolkata.
const NOW = new Date('2026-03-12T06:00:00Z');

interface Chip {
  id: string;
  publicId: string;
  personName: string;
  title: string;
  startTime: string;
  endTime: string;
  time: string;
  date: string;
  status: string;
  mode: string;
}

/** A chip at HH:MM India time on a March 2026 day. */
function chip(
  id: string,
  personName: string,
  day: number,
  hour: number,
  status = 'Confirmed',
): Chip {
  const start = new Date(Date.UTC(2026, 2, day, hour, 0) - 330 * 60_000);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return {
    id,
    publicId: `#11225${id.padStart(2, '0')}`,
    personName,
    title: 'Consultation',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    time: `${String(h12).padStart(2, '0')}:00 ${hour < 12 ? 'AM' : 'PM'}`,
    date: `2026-03-${String(day).padStart(2, '0')}`,
    status,
    mode: 'clinic',
  };
}

const busyDay = ['Asha', 'Bala', 'Chitra', 'Dev', 'Esha', 'Farah'].map((name, i) =>
  chip(`b${i}`, name, 20, 9 + i),
);

interface ServeOptions {
  create?: () => Response | Promise<Response>;
  move?: () => Response | Promise<Response>;
}

/** A fake server holding March 2026; creating and moving change what it answers. */
function serve({ create, move }: ServeOptions = {}) {
  const chips = [
    chip('1', 'Rahul Verma', 12, 9),
    chip('2', 'Meera Iyer', 3, 15, 'Pending'),
    ...busyDay,
  ];
  return {
    chips,
    ...servePortal({
      'GET /api/calendar': (request) =>
        jsonResponse({
          month: request.params.get('month'),
          timeZone: 'Asia/Kolkata',
          gridStart: '2026-03-01',
          gridEnd: '2026-04-04',
          appointments: request.params.get('month') === '2026-03' ? chips : [],
        }),
      'POST /api/appointment/create-appointment': async (request) => {
        const response = await (create?.() ?? jsonResponse({ appointment: { id: 'new' } }, 201));
        if (response.ok) {
          const body = request.body as { patientEmail: string };
          chips.push({ ...chip('9', body.patientEmail, 20, 16), personName: body.patientEmail });
        }
        return response;
      },
      'PATCH /api/appointments/*': async () =>
        move?.() ?? jsonResponse({ appointment: { id: '1' } }),
    }),
  };
}

function renderCalendar(path = '/calendar', language: 'en' | 'hi' = 'en') {
  return renderRoutes(
    [
      { path: '/calendar', element: <CalendarScreen now={NOW} /> },
      { path: '/appointment-details/:id', element: <h1>Details screen</h1> },
    ],
    { entries: [path], language },
  );
}

const dayButton = (label: string) =>
  screen.getByRole('button', { name: `${label}, add an appointment` });
const cellOf = (label: string) => dayButton(label).closest('td')!;

/** A stand-in for the browser's DataTransfer, which jsdom lacks. */
function fakeDataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    effectAllowed: 'all',
    dropEffect: 'none',
    files: [],
  };
}

async function fillDialog(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Client Email' }), 'new@example.com');
  await user.type(within(dialog).getByRole('textbox', { name: 'Session Title' }), 'Follow-up');
  fireEvent.change(within(dialog).getByLabelText('Start Time'), { target: { value: '10:00' } });
  fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '10:30' } });
}

beforeEach(() => {
  window.localStorage.setItem('token', 'doctor-token');
});

// Many interactions each; generous so a busy machine does not fail them.
describe('CalendarScreen', { timeout: 20_000 }, () => {
  it('draws the month Sunday to Saturday with shaded outside days, today and chips', async () => {
    const api = serve();
    renderCalendar('/calendar?month=2026-03');

    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Appointments in March 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    // 1 March 2026 is a Sunday, 31 March a Tuesday: five weeks, to Saturday 4 April.
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(within(grid).getAllByRole('cell')).toHaveLength(35);
    expect(cellOf('Sunday, 1 March 2026')).toHaveClass('bg-white');
    expect(cellOf('Saturday, 4 April 2026')).toHaveClass('bg-slate-100/80');
    expect(cellOf('Thursday, 12 March 2026')).toHaveAttribute('aria-current', 'date');
    expect(cellOf('Thursday, 12 March 2026')).toHaveStyle({ height: '150px' });

    expect(
      await within(cellOf('Thursday, 12 March 2026')).findByRole('button', {
        name: '09:00 AM Rahul Verma, Confirmed',
      }),
    ).toBeInTheDocument();
    expect(api.to('GET', '/api/calendar')[0]?.params.get('month')).toBe('2026-03');

    // Six on one day: three chips and a badge for the other three.
    const busy = cellOf('Friday, 20 March 2026');
    expect(within(busy).getAllByRole('button', { name: /AM|PM/ })).toHaveLength(3);
    const badge = within(busy).getByRole('button', { name: /3\+ more/ });
    expect(badge).toHaveTextContent('3+');
    await userEvent.setup().click(badge);
    const all = await screen.findByRole('dialog', { name: 'Friday, 20 March 2026' });
    expect(within(all).getAllByRole('button', { name: /AM|PM/ })).toHaveLength(6);
  });

  it('opens on the current month and steps with the arrows', async () => {
    const user = userEvent.setup();
    const api = serve();
    const { router } = renderCalendar();

    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'February 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-04');
    // March again comes from the cache: it was loaded seconds ago.
    await waitFor(() =>
      expect(api.to('GET', '/api/calendar').map((r) => r.params.get('month'))).toEqual([
        '2026-03',
        '2026-02',
        '2026-04',
      ]),
    );
  });

  it("validates the Add Appointment dialog with the spec's messages", async () => {
    const user = userEvent.setup();
    const api = serve();
    renderCalendar();

    await user.click(screen.getByRole('button', { name: 'Add New Slots' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Appointment' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-03-12');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    for (const message of [
      'Client email is required.',
      'Session title is required.',
      'Start time is required.',
      'End time is required.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }

    await user.type(within(dialog).getByRole('textbox', { name: 'Client Email' }), 'not-an-email');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Start Time'), { target: { value: '10:00' } });
    fireEvent.change(within(dialog).getByLabelText('End Time'), { target: { value: '10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('End time must be after start time.')).toBeInTheDocument();
    expect(api.to('POST', '/api/appointment/create-appointment')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("creates a slot on the clicked day: the clinic's offset, toast, the new chip", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const api = serve({ create: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderCalendar();
    await screen.findByRole('button', { name: '09:00 AM Rahul Verma, Confirmed' });

    await user.click(dayButton('Friday, 20 March 2026'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Appointment' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-03-20');
    // 480 px wide (spec section 9).
    const panel = dialog.matches('[style*="480px"]')
      ? dialog
      : dialog.querySelector('[style*="480px"]');
    expect(panel).not.toBeNull();
    await fillDialog(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Bring reports');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();
    // Typed times are clinic times (Asia/Kolkata in the fixtures), whatever the test machine's zone.
    const offset = '+05:30';
    expect(api.to('POST', '/api/appointment/create-appointment')[0]?.body).toEqual({
      title: 'Follow-up',
      startTime: `2026-03-20T10:00:00${offset}`,
      endTime: `2026-03-20T10:30:00${offset}`,
      patientEmail: 'new@example.com',
      note: 'Bring reports',
    });

    await act(async () => answer(jsonResponse({ appointment: { id: 'new' } }, 201)));
    expect(await screen.findByText('Slot created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const busy = cellOf('Friday, 20 March 2026');
    await user.click(await within(busy).findByRole('button', { name: /4\+ more/ }));
    expect(
      await screen.findByRole('button', { name: /04:00 PM new@example\.com/ }),
    ).toBeInTheDocument();
  });

  it("shows the server's error in a toast and in the dialog, or 'Could not create slot.'", async () => {
    const user = userEvent.setup();
    let status = 409;
    serve({
      create: () =>
        status === 409 ? errorResponse('SLOT_TAKEN') : new Response('Bad gateway', { status: 502 }),
    });
    renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Add New Slots' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Appointment' });
    await fillDialog(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This slot was just booked. Please choose another time.',
    );
    expect(
      await screen.findAllByText('This slot was just booked. Please choose another time.'),
    ).toHaveLength(2);

    status = 502;
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Could not create slot.'),
    );
    expect(screen.getByRole('dialog', { name: 'Add Appointment' })).toBeInTheDocument();
  });

  it('moves a dragged chip to the same time on the dropped day', async () => {
    let answer: (response: Response) => void = () => {};
    const api = serve({ move: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderCalendar();
    const rahul = await screen.findByRole('button', { name: '09:00 AM Rahul Verma, Confirmed' });

    const dataTransfer = fakeDataTransfer();
    fireEvent.dragStart(rahul, { dataTransfer });
    fireEvent.dragOver(cellOf('Saturday, 14 March 2026'), { dataTransfer });
    fireEvent.drop(cellOf('Saturday, 14 March 2026'), { dataTransfer });

    // At once on the new day, before the server has answered.
    expect(
      await within(cellOf('Saturday, 14 March 2026')).findByRole('button', { name: /Rahul Verma/ }),
    ).toBeInTheDocument();
    expect(
      within(cellOf('Thursday, 12 March 2026')).queryByRole('button', { name: /Rahul/ }),
    ).toBeNull();
    expect(api.to('PATCH', '/api/appointments/1/move')[0]?.body).toEqual({
      startTime: '2026-03-14T09:00:00+05:30',
    });
    await act(async () => answer(jsonResponse({ appointment: { id: '1' } })));
    expect(await screen.findByText('Appointment moved.')).toBeInTheDocument();
  });

  it('puts the chip back and says why when the time is taken (409)', async () => {
    serve({
      move: () => errorResponse('SLOT_TAKEN'),
    });
    renderCalendar();
    const rahul = await screen.findByRole('button', { name: '09:00 AM Rahul Verma, Confirmed' });

    const dataTransfer = fakeDataTransfer();
    fireEvent.dragStart(rahul, { dataTransfer });
    fireEvent.drop(cellOf('Saturday, 14 March 2026'), { dataTransfer });

    expect(
      await screen.findByText('This slot was just booked. Please choose another time.'),
    ).toBeInTheDocument();
    expect(
      await within(cellOf('Thursday, 12 March 2026')).findByRole('button', { name: /Rahul Verma/ }),
    ).toBeInTheDocument();
    expect(
      within(cellOf('Saturday, 14 March 2026')).queryByRole('button', { name: /Rahul/ }),
    ).toBeNull();
  });

  it('moves a chip from the keyboard through its menu', async () => {
    const user = userEvent.setup();
    const api = serve();
    renderCalendar();

    await user.click(await screen.findByRole('button', { name: '03:00 PM Meera Iyer, Pending' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to another day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move appointment' });
    const date = within(dialog).getByLabelText('New date');
    expect(date).toHaveValue('2026-03-03');
    fireEvent.change(date, { target: { value: '2026-03-05' } });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await screen.findByText('Appointment moved.')).toBeInTheDocument();
    expect(api.to('PATCH', '/api/appointments/2/move')[0]?.body).toEqual({
      startTime: '2026-03-05T15:00:00+05:30',
    });
  });

  it('shows the month, the chips and the Add Appointment form in Hindi', async () => {
    serve();
    const user = userEvent.setup();
    renderCalendar('/calendar?month=2026-03', 'hi');

    expect(screen.getByRole('heading', { name: 'मार्च 2026' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'रविवार' })).toBeInTheDocument();
    const day = await screen.findByRole('list', { name: 'गुरुवार, 12 मार्च 2026 के अपॉइंटमेंट' });
    expect(within(day).getByRole('button', { name: /Rahul Verma, पुष्ट/ })).toHaveTextContent(
      '09:00 am',
    );

    await user.click(screen.getByRole('button', { name: 'नए स्लॉट जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'अपॉइंटमेंट जोड़ें' });
    await user.click(within(dialog).getByRole('button', { name: 'बनाएँ' }));
    expect(await within(dialog).findByText('क्लाइंट का ईमेल ज़रूरी है।')).toBeInTheDocument();
    expect(within(dialog).getByText('सत्र का शीर्षक ज़रूरी है।')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
