import { vi } from 'vitest';
import { bookingOtpResponse, jsonResponse, mockFetch } from '@/testing/test-utils';
import type { ConsultRoom } from '../api/get-consult-room';
import type { PollAnswer, SignalMessage } from '../api/signaling';
import { codeForStatus } from '@clinic/shared/errors';

/** Test doubles for the video room: camera, RTCPeerConnection and the server. */

export class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true;
  }
}

export class FakeStream {
  readonly tracks = [new FakeTrack('audio'), new FakeTrack('video')];
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
}

export class FakeChannel {
  readyState: RTCDataChannelState = 'connecting';
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  readonly sent: unknown[] = [];
  constructor(readonly label: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  open() {
    this.readyState = 'open';
    this.onopen?.();
  }
  /** A message from the other side's browser. */
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
}

export class FakePeer {
  static all: FakePeer[] = [];
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  ontrack: ((event: { streams: unknown[]; track: unknown }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  ondatachannel: ((event: { channel: FakeChannel }) => void) | null = null;
  channel: FakeChannel | null = null;
  readonly added: FakeTrack[] = [];
  readonly candidates: RTCIceCandidateInit[] = [];
  closed = false;

  constructor(readonly config: RTCConfiguration) {
    FakePeer.all.push(this);
  }
  addTrack(track: FakeTrack) {
    this.added.push(track);
  }
  createDataChannel(label: string) {
    this.channel = new FakeChannel(label);
    return this.channel;
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: 'offer-sdp' };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'answer-sdp' };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    this.localDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-local-offer' : 'stable';
    // Trickle ICE: a host candidate shows up once the description is set.
    this.onicecandidate?.({
      candidate: {
        toJSON: () => ({ candidate: `candidate:${d.type}`, sdpMid: '0', sdpMLineIndex: 0 }),
      },
    });
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remoteDescription = d;
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    this.candidates.push(c);
  }
  close() {
    this.closed = true;
    this.connectionState = 'closed';
  }
  /** The media path is up: the other side's stream arrives, the state channel opens. */
  connect() {
    this.ontrack?.({ streams: [new FakeStream()], track: new FakeTrack('video') });
    if (!this.channel) {
      this.channel = new FakeChannel('state');
      this.ondatachannel?.({ channel: this.channel });
    }
    this.connectionState = 'connected';
    this.onconnectionstatechange?.();
    this.channel.open();
  }
}

/** Camera and microphone that answer `getUserMedia` with a fake stream, or refuse. */
export function stubMedia(options: { refuse?: string } = {}) {
  FakePeer.all = [];
  const streams: FakeStream[] = [];
  const getUserMedia = vi.fn(async () => {
    if (options.refuse) throw Object.assign(new Error('denied'), { name: options.refuse });
    const stream = new FakeStream();
    streams.push(stream);
    return stream;
  });
  Object.defineProperty(window.navigator, 'mediaDevices', {
    value: { getUserMedia },
    configurable: true,
  });
  vi.stubGlobal('RTCPeerConnection', FakePeer);
  return { getUserMedia, streams };
}

export const ROOM_ID = '3f6c1d2e-9a8b-4c7d-8e6f-5a4b3c2d1e0f';

export function makeRoom(overrides: Partial<ConsultRoom> = {}): ConsultRoom {
  return {
    id: ROOM_ID,
    publicId: '#1122584',
    status: 'Confirmed',
    startTime: '2030-03-14T04:00:00.000Z',
    endTime: '2030-03-14T04:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    doctorName: 'Dr. Asha Rao',
    patientName: 'Meera Iyer',
    role: 'doctor',
    iceServers: [],
    ...overrides,
  };
}

/**
 * The server of the room: GET /consult/:id answers `room` (or an error), POST
 * signal records what was sent, GET signal waits until the test delivers.
 */
export function serveRoom(
  room: ConsultRoom | { status: number; error: string },
  options: { peerPresent?: boolean } = {},
) {
  const sent: { kind: string; data?: unknown; headers: Headers; keepalive: boolean }[] = [];
  const waiting: ((response: Response) => void)[] = [];
  const queued: PollAnswer[] = [];
  let closed: { status: number; error: string } | null = null;
  let seq = 100;

  const fetchMock = mockFetch(async (request) => {
    const { pathname } = new URL(request.url);
    const otp = bookingOtpResponse(pathname, 'tok-new');
    if (otp) return otp;
    if (pathname === `/api/consult/${ROOM_ID}`) {
      return 'role' in room
        ? jsonResponse(room)
        : jsonResponse({ error: room.error, code: codeForStatus(room.status) }, room.status);
    }
    if (pathname === `/api/consult/${ROOM_ID}/signal` && request.method === 'POST') {
      const body = (await request.clone().json()) as { kind: string; data?: unknown };
      sent.push({ ...body, headers: request.headers, keepalive: request.keepalive });
      seq += 1;
      return jsonResponse({
        seq,
        peerPresent: body.kind === 'join' ? Boolean(options.peerPresent) : true,
      });
    }
    if (pathname === `/api/consult/${ROOM_ID}/signal`) {
      if (closed)
        return jsonResponse(
          { error: closed.error, code: codeForStatus(closed.status) },
          closed.status,
        );
      const next = queued.shift();
      if (next) return jsonResponse(next);
      return new Promise<Response>((resolve, reject) => {
        request.signal.addEventListener('abort', () =>
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
        );
        waiting.push(resolve);
      });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  });

  return {
    fetchMock,
    sent,
    kinds: () => sent.map((s) => s.kind),
    /** Answers the waiting poll (or the next one) with these messages from the other side. */
    deliver(messages: Omit<SignalMessage, 'seq'>[], peerPresent = true) {
      const answer = { messages: messages.map((m) => ({ ...m, seq: (seq += 1) })), peerPresent };
      const resolve = waiting.shift();
      if (resolve) resolve(jsonResponse(answer));
      else queued.push(answer);
    },
    /** From now on the room refuses (the visit was completed meanwhile, say). */
    close(status: number, error: string) {
      closed = { status, error };
      waiting.shift()?.(jsonResponse({ error, code: codeForStatus(status) }, status));
    },
    requests: () => fetchMock.mock.calls.map((call) => call[0] as Request),
  };
}
