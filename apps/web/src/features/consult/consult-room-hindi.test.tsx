// The video consultation's room in Hindi (issue 14): its header, stage, call
// controls and the panel after leaving, with the date and times through Intl;
// the signaling calls ask the server for Hindi as every API call does.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ConsultRoute from '@/app/routes/public/consult';
import { formatInstantDate, formatInstantTime } from '@/lib/i18n/format';
import { RAW_KEY } from '@/testing/i18n';
import { renderRoutes } from '@/testing/test-utils';
import { makeRoom, ROOM_ID, serveRoom, stubMedia } from './testing/fake-call';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.setItem('token', 'doctor-token');
  document.documentElement.lang = 'hi';
});
afterEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = '';
});

describe('the consultation room in Hindi', { timeout: 20_000 }, () => {
  it('says everything in Hindi, and leaving and rejoining too', async () => {
    const user = userEvent.setup();
    stubMedia();
    const room = makeRoom();
    const server = serveRoom(room);
    renderRoutes(
      [
        { path: '/consult/:id', element: <ConsultRoute /> },
        { path: '/appointments', element: <p>Doctor appointments</p> },
      ],
      { entries: [`/consult/${ROOM_ID}`], language: 'hi' },
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'वीडियो परामर्श' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('मरीज़ के जुड़ने की प्रतीक्षा है…'),
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByText('अपॉइंटमेंट')).toBeInTheDocument();
    expect(within(header).getByText('डॉक्टर')).toBeInTheDocument();
    expect(within(header).getByText('कब')).toBeInTheDocument();
    const date = formatInstantDate(room.startTime, room.timeZone, 'hi', 'longWithWeekday');
    const from = formatInstantTime(room.startTime, room.timeZone, 'hi');
    const to = formatInstantTime(room.endTime, room.timeZone, 'hi');
    expect(date).toMatch(/[\u0900-\u097F]/);
    expect(header).toHaveTextContent(`${date}, ${from} – ${to}`);
    expect(screen.getByText('आपके मरीज़')).toBeInTheDocument();
    expect(screen.getByText('आप')).toBeInTheDocument();
    expect(
      screen.getByText(
        'वीडियो और आवाज़ आपके और दूसरी ओर के बीच एन्क्रिप्ट रहते हैं, और कुछ भी रिकॉर्ड नहीं होता।',
      ),
    ).toBeInTheDocument();

    const stage = screen.getByRole('region', { name: 'वीडियो' });
    const toolbar = within(stage).getByRole('toolbar', { name: 'कॉल के नियंत्रण' });
    expect(within(toolbar).getByRole('button', { name: 'म्यूट' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(toolbar).getByRole('button', { name: 'कैमरा बंद' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
    expect(server.sent[0]!.headers.get('Accept-Language')).toBe('hi');

    await user.click(within(toolbar).getByRole('button', { name: 'छोड़ें' }));
    expect(screen.getByRole('status')).toHaveTextContent('आपने परामर्श छोड़ दिया।');
    expect(within(stage).getByRole('heading', { name: 'फिर से जुड़ना है?' })).toBeInTheDocument();
    expect(within(stage).getByText('परामर्श खुला रहने तक आप फिर से जुड़ सकते हैं।')).toBeInTheDocument();
    expect(within(stage).getByRole('link', { name: 'अपॉइंटमेंट पर वापस जाएँ' })).toHaveAttribute(
      'href',
      '/appointments',
    );
    expect(within(stage).getByRole('button', { name: 'फिर से जुड़ें' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('says the room is closed in Hindi', async () => {
    stubMedia();
    serveRoom({ status: 409, error: 'यह परामर्श समाप्त हो चुका है।' });
    renderRoutes([{ path: '/consult/:id', element: <ConsultRoute /> }], {
      entries: [`/consult/${ROOM_ID}`],
      language: 'hi',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'परामर्श उपलब्ध नहीं है' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपॉइंटमेंट पर वापस जाएँ' })).toHaveAttribute(
      'href',
      '/appointments',
    );
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
