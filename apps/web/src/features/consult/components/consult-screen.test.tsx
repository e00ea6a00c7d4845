import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSULT_TEXTS, SERVER_ERRORS } from '@clinic/shared/messages';
import ConsultRoute from '@/app/routes/public/consult';
import { renderRoutes } from '@/testing/test-utils';
import { FakePeer, makeRoom, ROOM_ID, serveRoom, stubMedia } from '../testing/fake-call';

const { status: STATUS } = CONSULT_TEXTS;

function renderRoom() {
  return renderRoutes(
    [
      { path: '/consult/:id', element: <ConsultRoute /> },
      { path: '/appointments', element: <p>Doctor appointments</p> },
      { path: '/my-appointments', element: <p>Patient appointments</p> },
    ],
    { entries: [`/consult/${ROOM_ID}`] },
  );
}

const status = () => screen.getByRole('status');

function asDoctor() {
  window.localStorage.setItem('token', 'doctor-token');
}

function asPatient(token = 'tok-p') {
  window.sessionStorage.setItem(
    'booking-session',
    JSON.stringify({ token, mobile: '9876543210', expiresAt: Date.now() + 20 * 60_000 }),
  );
}

beforeEach(() => window.sessionStorage.clear());

describe('/consult/:id', { timeout: 20_000 }, () => {
  it("lets the doctor in with the portal session and runs the call on the patient's signals", async () => {
    const user = userEvent.setup();
    asDoctor();
    const media = stubMedia();
    const server = serveRoom(makeRoom());
    renderRoom();

    expect(
      await screen.findByRole('heading', { level: 1, name: CONSULT_TEXTS.title }),
    ).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent(STATUS.waitingForPatient));
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Dr. Asha Rao')).toBeInTheDocument();
    // The one awaited, named on the stage.
    expect(within(header).getByText('Meera Iyer')).toBeInTheDocument();
    expect(screen.getByText('Your patient')).toBeInTheDocument();
    expect(within(header).getByText('#1122584')).toBeInTheDocument();
    expect(screen.getByText(/Thursday, 14 March 2030/)).toBeInTheDocument();
    expect(screen.getByText(/09:30 AM – 10:00 AM/)).toBeInTheDocument();
    const room = server
      .requests()
      .find((r) => new URL(r.url).pathname === `/api/consult/${ROOM_ID}`);
    expect(room?.headers.get('Authorization')).toBe('Bearer doctor-token');
    expect(server.sent[0]).toMatchObject({ kind: 'join' });
    expect(server.sent[0]!.headers.get('Authorization')).toBe('Bearer doctor-token');

    // The patient comes in: the doctor makes the offer, then its candidate.
    server.deliver([{ from: 'patient', kind: 'join', data: null }]);
    await waitFor(() => expect(status()).toHaveTextContent(STATUS.connecting));
    await waitFor(() => expect(server.kinds()).toEqual(['join', 'offer', 'candidate']));
    expect(server.sent[1]!.data).toEqual({ type: 'offer', sdp: 'offer-sdp' });
    const peer = FakePeer.all.at(-1)!;
    expect(peer.added).toEqual(media.streams[0]!.tracks);

    // Their answer and candidate arrive; the media path comes up.
    server.deliver([
      { from: 'patient', kind: 'answer', data: { type: 'answer', sdp: 'answer-sdp' } },
      {
        from: 'patient',
        kind: 'candidate',
        data: { candidate: 'candidate:p', sdpMid: '0', sdpMLineIndex: 0 },
      },
    ]);
    await waitFor(() => expect(peer.candidates).toHaveLength(1));
    expect(peer.remoteDescription).toEqual({ type: 'answer', sdp: 'answer-sdp' });
    peer.connect();
    await waitFor(() => expect(status()).toHaveTextContent(STATUS.connected));
    expect(screen.getByText('Call time')).toBeInTheDocument();

    const channel = peer.channel!;
    expect(channel.sent.at(-1)).toEqual({ muted: false, cameraOff: false });
    // The patient turns their camera off: their tile says so instead of going black.
    const stage = screen.getByRole('region', { name: 'Video' });
    expect(within(stage).queryByText(CONSULT_TEXTS.cameraIsOff)).not.toBeInTheDocument();
    channel.receive({ muted: true, cameraOff: true });
    expect(await within(stage).findByText(CONSULT_TEXTS.cameraIsOff)).toBeInTheDocument();
    expect(within(stage).getByText('(microphone off)')).toBeInTheDocument();

    // Mute and camera: toggles with aria-pressed, acting on the tracks and told to the other side.
    const mute = screen.getByRole('button', { name: CONSULT_TEXTS.controls.mute });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(media.streams[0]!.getAudioTracks()[0]!.enabled).toBe(false);
    const camera = screen.getByRole('button', { name: CONSULT_TEXTS.controls.cameraOff });
    await user.click(camera);
    expect(camera).toHaveAttribute('aria-pressed', 'true');
    expect(media.streams[0]!.getVideoTracks()[0]!.enabled).toBe(false);
    expect(channel.sent.at(-1)).toEqual({ muted: true, cameraOff: true });

    // The patient leaves.
    server.deliver([{ from: 'patient', kind: 'leave', data: null }], false);
    await waitFor(() => expect(status()).toHaveTextContent(STATUS.peerLeft));
    expect(peer.closed).toBe(true);
  });

  it('lets the patient in with the verified phone and answers the doctor’s offer', async () => {
    asPatient();
    stubMedia();
    const server = serveRoom(makeRoom({ role: 'patient' }));
    renderRoom();

    await waitFor(() => expect(status()).toHaveTextContent(STATUS.waitingForDoctor));
    expect(screen.getByText('Your doctor')).toBeInTheDocument();
    const room = server
      .requests()
      .find((r) => new URL(r.url).pathname === `/api/consult/${ROOM_ID}`);
    expect(room?.headers.get('X-Booking-Token')).toBe('tok-p');
    expect(room?.headers.get('Authorization')).toBeNull();

    server.deliver([
      { from: 'doctor', kind: 'join', data: null },
      { from: 'doctor', kind: 'offer', data: { type: 'offer', sdp: 'offer-sdp' } },
    ]);
    await waitFor(() => expect(server.kinds()).toEqual(['join', 'answer', 'candidate']));
    expect(server.sent[1]!.data).toEqual({ type: 'answer', sdp: 'answer-sdp' });
    expect(server.sent[1]!.headers.get('X-Booking-Token')).toBe('tok-p');
    expect(status()).toHaveTextContent(STATUS.connecting);
    expect(FakePeer.all.at(-1)!.remoteDescription).toEqual({ type: 'offer', sdp: 'offer-sdp' });

    FakePeer.all.at(-1)!.connect();
    await waitFor(() => expect(status()).toHaveTextContent(STATUS.connected));
  });

  it('asks a patient with no verified phone for an OTP, then enters', async () => {
    const user = userEvent.setup();
    stubMedia();
    const server = serveRoom(makeRoom({ role: 'patient' }));
    renderRoom();

    expect(
      await screen.findByRole('heading', { level: 1, name: CONSULT_TEXTS.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(CONSULT_TEXTS.verifyIntro)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /mobile number/i }), '9876543210');
    await user.click(screen.getByRole('button', { name: /continue/i }));
    await user.type(
      (await screen.findAllByRole('textbox', { name: /digit \d of 6/i }))[0]!,
      '654321',
    );
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(status()).toHaveTextContent(STATUS.waitingForDoctor));
    const room = server
      .requests()
      .find((r) => new URL(r.url).pathname === `/api/consult/${ROOM_ID}`);
    expect(room?.headers.get('X-Booking-Token')).toBe('tok-new');
  });

  it('asks for the OTP again when the verification has expired', async () => {
    asPatient('old');
    stubMedia();
    serveRoom({ status: 401, error: SERVER_ERRORS.bookingTokenExpired });
    renderRoom();
    expect(await screen.findByText(SERVER_ERRORS.bookingTokenExpired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enter your mobile number' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('booking-session')).toBeNull();
  });

  it('shows the server’s 404 with the way back to My appointments', async () => {
    const user = userEvent.setup();
    asPatient();
    stubMedia();
    serveRoom({ status: 404, error: CONSULT_TEXTS.notFound });
    renderRoom();

    expect(
      await screen.findByRole('heading', { level: 1, name: CONSULT_TEXTS.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(CONSULT_TEXTS.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONSULT_TEXTS.backToMyAppointments })).toHaveAttribute(
      'href',
      '/my-appointments',
    );
    // Perhaps another number booked it.
    await user.click(screen.getByRole('button', { name: CONSULT_TEXTS.useAnotherNumber }));
    expect(
      await screen.findByRole('heading', { name: 'Enter your mobile number' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s 409 when the consultation has ended, with the way back to the appointments', async () => {
    asDoctor();
    const media = stubMedia();
    serveRoom({ status: 409, error: CONSULT_TEXTS.closed.Completed! });
    renderRoom();

    expect(
      await screen.findByRole('heading', { level: 1, name: CONSULT_TEXTS.unavailableTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText('This consultation has ended.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONSULT_TEXTS.backToAppointments })).toHaveAttribute(
      'href',
      '/appointments',
    );
    expect(media.getUserMedia).not.toHaveBeenCalled();
  });

  it('ends the call with the reason when the room closes during it', async () => {
    asDoctor();
    const media = stubMedia();
    const server = serveRoom(makeRoom());
    renderRoom();
    await waitFor(() => expect(status()).toHaveTextContent(STATUS.waitingForPatient));

    // The visit was marked completed in another tab: the next poll is refused.
    server.close(409, CONSULT_TEXTS.closed.Completed!);
    expect(
      await screen.findByRole('heading', { level: 1, name: CONSULT_TEXTS.unavailableTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText('This consultation has ended.')).toBeInTheDocument();
    expect(media.streams[0]!.tracks.every((t) => t.stopped)).toBe(true);
  });

  it('says when the camera or microphone is blocked, and tries again on request', async () => {
    const user = userEvent.setup();
    asDoctor();
    const media = stubMedia({ refuse: 'NotAllowedError' });
    const server = serveRoom(makeRoom());
    renderRoom();

    await waitFor(() => expect(status()).toHaveTextContent(STATUS.mediaBlocked));
    expect(server.kinds()).toEqual([]);
    await user.click(screen.getByRole('button', { name: CONSULT_TEXTS.controls.tryAgain }));
    expect(media.getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('leaves: tracks stop, the other side is told, and Rejoin starts again', async () => {
    const user = userEvent.setup();
    asDoctor();
    const media = stubMedia();
    const server = serveRoom(makeRoom());
    renderRoom();
    await waitFor(() => expect(status()).toHaveTextContent(STATUS.waitingForPatient));

    await user.click(screen.getByRole('button', { name: CONSULT_TEXTS.controls.leave }));
    expect(status()).toHaveTextContent(STATUS.left);
    await waitFor(() => expect(server.kinds()).toEqual(['join', 'leave']));
    expect(server.sent[1]!.keepalive).toBe(true);
    expect(media.streams[0]!.tracks.every((t) => t.stopped)).toBe(true);
    expect(
      within(screen.getByRole('region', { name: 'Video' })).getByRole('link', {
        name: CONSULT_TEXTS.backToAppointments,
      }),
    ).toHaveAttribute('href', '/appointments');

    await user.click(screen.getByRole('button', { name: CONSULT_TEXTS.controls.rejoin }));
    await waitFor(() => expect(status()).toHaveTextContent(STATUS.waitingForPatient));
    expect(server.kinds()).toEqual(['join', 'leave', 'join']);
  });
});
