import { clock } from '@/lib/clock';
import type { OutgoingSignal, SignalingClient, SignalMessage } from '../api/signaling';
import { SignalingError } from '../api/signaling';

/**
 * One browser's side of a video consultation: camera and microphone, the
 * RTCPeerConnection and the signaling loop. Plain TypeScript with a subscribe/
 * getState pair, so React only renders what it reports.
 *
 * The protocol is deliberately simple: each side says 'join' when it enters;
 * once both are there the doctor makes the offer and the patient answers; both
 * trickle ICE candidates. A 'join' from the other side means it (re)entered,
 * so whatever connection we had with its earlier page is dropped and renegotiated.
 */
export type CallStatus =
  | 'starting'
  | 'waiting'
  | 'connecting'
  | 'connected'
  | 'peer-left'
  | 'media-blocked'
  | 'offline'
  | 'left';

export interface CallState {
  status: CallStatus;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  muted: boolean;
  cameraOff: boolean;
  /** The other side's toggles, as its browser reports them over the data channel. */
  remoteMuted: boolean;
  remoteCameraOff: boolean;
  /** When the connection was (last) established, epoch ms. */
  connectedAt: number | null;
  /** The server refused us (404, 409, 401): the room is closed to this browser. */
  fatal: { status: number; message: string } | null;
}

export interface CallOptions {
  role: 'doctor' | 'patient';
  iceServers: RTCIceServer[];
  signaling: SignalingClient;
  /** Pause before polling again after a network error. */
  retryDelayMs?: number;
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

export const INITIAL_CALL_STATE: CallState = {
  status: 'starting',
  localStream: null,
  remoteStream: null,
  muted: false,
  cameraOff: false,
  remoteMuted: false,
  remoteCameraOff: false,
  connectedAt: null,
  fatal: null,
};

// The user (or the browser's policy) said no: asking again without a click is pointless.
const DENIED = new Set(['NotAllowedError', 'SecurityError']);
// A failed connection is renegotiated this many times before waiting for a rejoin.
const MAX_RESTARTS = 3;

const errorName = (error: unknown) =>
  typeof error === 'object' && error !== null ? String((error as { name?: unknown }).name) : '';

export class CallSession {
  private state: CallState = INITIAL_CALL_STATE;
  private readonly listeners = new Set<() => void>();
  private pc: RTCPeerConnection | null = null;
  /** Carries each side's mute and camera state to the other (peer to peer). */
  private channel: RTCDataChannel | null = null;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  /** Our candidates wait until our offer or answer has gone: they must not overtake it. */
  private heldCandidates: RTCIceCandidateInit[] | null = null;
  private cursor = 0;
  private poller: AbortController | null = null;
  private outbox: Promise<unknown> = Promise.resolve();
  private joined = false;
  private peerPresent = false;
  private peerLeft = false;
  private offline = false;
  private mediaBlocked = false;
  private restarts = 0;
  private stopped = false;
  private left = false;

  constructor(private readonly options: CallOptions) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): CallState => this.state;

  /** Opens the camera and microphone, joins the room and starts listening. */
  async start(): Promise<void> {
    this.mediaBlocked = false;
    this.update({});
    const stream = await this.openMedia();
    if (this.stopped) {
      stream?.getTracks().forEach((t) => t.stop());
      return;
    }
    if (!stream) {
      this.mediaBlocked = true;
      this.update({});
      return;
    }
    this.applyToggles(stream);
    this.update({ localStream: stream });
    await this.join();
  }

  toggleMute(): void {
    this.update({ muted: !this.state.muted });
    if (this.state.localStream) this.applyToggles(this.state.localStream);
    this.shareToggles();
  }

  toggleCamera(): void {
    this.update({ cameraOff: !this.state.cameraOff });
    if (this.state.localStream) this.applyToggles(this.state.localStream);
    this.shareToggles();
  }

  /** The Leave button: everything stops and the other side is told. */
  leave(): void {
    this.left = true;
    this.stop();
    this.update({ localStream: null, remoteStream: null, connectedAt: null });
  }

  /** The page goes away (unmount, tab closed): stop without rendering anything. */
  destroy(): void {
    this.listeners.clear();
    this.stop();
  }

  // ---- media -------------------------------------------------------------------

  private async openMedia(): Promise<MediaStream | null> {
    const getUserMedia =
      this.options.getUserMedia ??
      ((c: MediaStreamConstraints) => {
        if (!navigator.mediaDevices?.getUserMedia) {
          return Promise.reject(
            Object.assign(new Error('No media devices'), { name: 'NotSupportedError' }),
          );
        }
        return navigator.mediaDevices.getUserMedia(c);
      });
    try {
      return await getUserMedia({ video: true, audio: true });
    } catch (error) {
      if (DENIED.has(errorName(error))) return null;
    }
    // No camera (or it is busy): a consultation by voice is still a consultation.
    try {
      return await getUserMedia({ audio: true });
    } catch {
      return null;
    }
  }

  private applyToggles(stream: MediaStream): void {
    stream.getAudioTracks().forEach((t) => (t.enabled = !this.state.muted));
    stream.getVideoTracks().forEach((t) => (t.enabled = !this.state.cameraOff));
  }

  // ---- signaling ---------------------------------------------------------------

  private async join(): Promise<void> {
    let answer: { seq: number; peerPresent: boolean };
    try {
      answer = await this.options.signaling.send({ kind: 'join' });
    } catch (error) {
      if (this.fail(error)) return;
      this.offline = true;
      this.update({});
      await this.pause();
      if (!this.stopped) await this.join();
      return;
    }
    if (this.stopped) return;
    this.joined = true;
    this.offline = false;
    this.cursor = answer.seq;
    this.peerPresent = answer.peerPresent;
    this.update({});
    if (answer.peerPresent && this.options.role === 'doctor') await this.offer();
    void this.listen();
  }

  private async listen(): Promise<void> {
    while (!this.stopped) {
      const poller = new AbortController();
      this.poller = poller;
      try {
        const { messages, peerPresent } = await this.options.signaling.poll(
          this.cursor,
          poller.signal,
        );
        if (this.stopped) return;
        this.offline = false;
        for (const message of messages) {
          this.cursor = Math.max(this.cursor, message.seq);
          await this.receive(message);
          if (this.stopped) return;
        }
        this.presence(peerPresent);
        this.update({});
      } catch (error) {
        if (this.stopped || this.fail(error)) return;
        this.offline = true;
        this.update({});
        await this.pause();
      }
    }
  }

  private async receive(message: SignalMessage): Promise<void> {
    const { role } = this.options;
    switch (message.kind) {
      case 'join':
        // The other side (re)entered: its earlier page's connection is void.
        this.closePeer();
        this.peerPresent = true;
        this.peerLeft = false;
        this.restarts = 0;
        if (role === 'doctor') await this.offer();
        return;
      case 'offer':
        if (role === 'patient') await this.answerOffer(message.data as RTCSessionDescriptionInit);
        return;
      case 'answer':
        if (role === 'doctor' && this.pc?.signalingState === 'have-local-offer') {
          await this.pc.setRemoteDescription(message.data as RTCSessionDescriptionInit);
          await this.flushCandidates();
        }
        return;
      case 'candidate':
        this.pendingCandidates.push(message.data as RTCIceCandidateInit);
        await this.flushCandidates();
        return;
      case 'leave':
        this.closePeer();
        this.peerPresent = false;
        this.peerLeft = true;
        return;
    }
  }

  private presence(peerPresent: boolean): void {
    // A live connection outranks the server's view (the other side may only
    // have lost its link to the server); WebRTC reports a real drop itself.
    if (this.peerPresent && !peerPresent && this.pc?.connectionState !== 'connected') {
      this.closePeer();
      this.peerLeft = true;
    }
    if (peerPresent) this.peerLeft = false;
    this.peerPresent = peerPresent;
  }

  private send(message: OutgoingSignal): void {
    // One at a time, in order: a candidate must never overtake its offer.
    this.outbox = this.outbox
      .then(() => this.options.signaling.send(message))
      .catch((error: unknown) => {
        if (!this.stopped) this.fail(error);
      });
  }

  /** Ends the call for good on a refusal; false for a network error worth retrying. */
  private fail(error: unknown): boolean {
    if (
      !(error instanceof SignalingError) ||
      error.status === 0 ||
      error.status >= 500 ||
      error.status === 429
    ) {
      return false;
    }
    this.stop();
    this.update({
      fatal: { status: error.status, message: error.message },
      localStream: null,
      remoteStream: null,
    });
    return true;
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs ?? 2000));
  }

  // ---- the peer connection -------------------------------------------------------

  private createPeer(): RTCPeerConnection {
    this.closePeer();
    const create =
      this.options.createPeerConnection ?? ((c: RTCConfiguration) => new RTCPeerConnection(c));
    const pc = create({ iceServers: this.options.iceServers });
    const stream = this.state.localStream;
    stream?.getTracks().forEach((track) => pc.addTrack(track, stream));
    pc.onicecandidate = (event) => {
      if (pc !== this.pc || !event.candidate) return;
      const candidate = event.candidate.toJSON();
      if (this.heldCandidates) this.heldCandidates.push(candidate);
      else this.send({ kind: 'candidate', data: candidate });
    };
    pc.ontrack = (event) => {
      if (pc !== this.pc) return;
      const remote =
        event.streams[0] ??
        (typeof MediaStream === 'undefined' ? null : new MediaStream([event.track]));
      this.update({ remoteStream: remote });
    };
    pc.ondatachannel = (event) => {
      if (pc === this.pc) this.bindChannel(event.channel);
    };
    pc.onconnectionstatechange = () => {
      if (pc !== this.pc) return;
      if (pc.connectionState === 'connected') {
        this.restarts = 0;
        this.update({ connectedAt: this.state.connectedAt ?? clock.nowMs() });
        return;
      }
      if (
        pc.connectionState === 'failed' &&
        this.options.role === 'doctor' &&
        this.restarts < MAX_RESTARTS
      ) {
        this.restarts += 1;
        void this.offer();
      }
      this.update({ connectedAt: null });
    };
    this.pc = pc;
    this.pendingCandidates = [];
    this.heldCandidates = [];
    return pc;
  }

  private async offer(): Promise<void> {
    const pc = this.createPeer();
    // The offerer opens the channel; the answerer receives it (ondatachannel).
    this.bindChannel(pc.createDataChannel('state'));
    this.update({});
    try {
      const offer = await pc.createOffer();
      if (pc !== this.pc) return;
      await pc.setLocalDescription(offer);
      if (pc !== this.pc) return;
      this.send({ kind: 'offer', data: { type: 'offer', sdp: offer.sdp ?? '' } });
      this.releaseCandidates();
    } catch {
      // Closed meanwhile (the other side left or rejoined): nothing to send.
    }
  }

  private async answerOffer(offer: RTCSessionDescriptionInit): Promise<void> {
    const pc = this.createPeer();
    this.peerPresent = true;
    this.peerLeft = false;
    this.update({});
    try {
      await pc.setRemoteDescription(offer);
      await this.flushCandidates();
      const answer = await pc.createAnswer();
      if (pc !== this.pc) return;
      await pc.setLocalDescription(answer);
      if (pc !== this.pc) return;
      this.send({ kind: 'answer', data: { type: 'answer', sdp: answer.sdp ?? '' } });
      this.releaseCandidates();
    } catch {
      // A broken or outdated offer: the doctor's next one will do.
    }
  }

  private bindChannel(channel: RTCDataChannel): void {
    this.channel = channel;
    channel.onopen = () => this.shareToggles();
    channel.onmessage = (event: MessageEvent) => {
      if (channel !== this.channel) return;
      try {
        const { muted, cameraOff } = JSON.parse(String(event.data)) as Record<string, unknown>;
        this.update({ remoteMuted: muted === true, remoteCameraOff: cameraOff === true });
      } catch {
        // Not ours: ignored.
      }
    };
  }

  private shareToggles(): void {
    if (this.channel?.readyState !== 'open') return;
    this.channel.send(JSON.stringify({ muted: this.state.muted, cameraOff: this.state.cameraOff }));
  }

  private releaseCandidates(): void {
    const held = this.heldCandidates ?? [];
    this.heldCandidates = null;
    held.forEach((candidate) => this.send({ kind: 'candidate', data: candidate }));
  }

  private async flushCandidates(): Promise<void> {
    const pc = this.pc;
    if (!pc?.remoteDescription) return;
    const queued = this.pendingCandidates.splice(0);
    for (const candidate of queued) {
      try {
        await pc.addIceCandidate(candidate);
      } catch {
        // A candidate of an earlier negotiation: harmless to skip.
      }
    }
  }

  private closePeer(): void {
    const pc = this.pc;
    this.pc = null;
    this.channel = null;
    this.pendingCandidates = [];
    this.heldCandidates = null;
    if (pc) {
      pc.onicecandidate = null;
      pc.ontrack = null;
      pc.ondatachannel = null;
      pc.onconnectionstatechange = null;
      pc.close();
    }
    this.update({
      remoteStream: null,
      connectedAt: null,
      remoteMuted: false,
      remoteCameraOff: false,
    });
  }

  private stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.poller?.abort();
    this.closePeer();
    this.state.localStream?.getTracks().forEach((t) => t.stop());
    if (this.joined) {
      this.joined = false;
      this.options.signaling.send({ kind: 'leave' }, { keepalive: true }).catch(() => undefined);
    }
  }

  private status(): CallStatus {
    if (this.state.fatal) return this.state.status;
    if (this.left) return 'left';
    if (this.mediaBlocked) return 'media-blocked';
    if (this.pc?.connectionState === 'connected') return 'connected';
    if (this.offline) return 'offline';
    if (!this.joined) return 'starting';
    if (this.peerPresent) return 'connecting';
    if (this.peerLeft) return 'peer-left';
    return 'waiting';
  }

  private update(patch: Partial<CallState>): void {
    const next = { ...this.state, ...patch };
    next.status = this.status();
    const changed = (Object.keys(next) as (keyof CallState)[]).some(
      (k) => next[k] !== this.state[k],
    );
    if (!changed) return;
    this.state = next;
    this.listeners.forEach((listener) => listener());
  }
}
