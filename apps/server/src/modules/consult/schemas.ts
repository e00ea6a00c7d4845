// What the video room's routes take and answer. Signaling bodies are bounded:
// an SDP is at most ~16 KB, a candidate line well under 1 KB.
import { z } from 'zod';
import { consultRoleSchema as roleSchema } from '@clinic/shared/consult';

export const SDP_MAX_CHARS = 16 * 1024;
/** One signaling POST: the largest SDP plus room for the JSON around it. */
export const SIGNAL_BODY_LIMIT = 24 * 1024;

const description = (type: 'offer' | 'answer') =>
  z.object({ type: z.literal(type), sdp: z.string().min(1).max(SDP_MAX_CHARS) });

// RTCIceCandidateInit; an empty `candidate` is the end-of-candidates mark.
const candidate = z.object({
  candidate: z.string().max(1024),
  sdpMid: z.string().max(64).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullish(),
  usernameFragment: z.string().max(256).nullish(),
});

export const signalBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('join') }),
  z.object({ kind: z.literal('leave') }),
  z.object({ kind: z.literal('offer'), data: description('offer') }),
  z.object({ kind: z.literal('answer'), data: description('answer') }),
  z.object({ kind: z.literal('candidate'), data: candidate }),
]);
export type SignalBody = z.infer<typeof signalBodySchema>;
/** What an offer, answer or candidate carries; join and leave carry nothing. */
export type SignalData = Extract<SignalBody, { data: unknown }>['data'];

export const signalMessageSchema = z.object({
  seq: z.number().int(),
  from: roleSchema,
  kind: z.enum(['join', 'offer', 'answer', 'candidate', 'leave']),
  data: z.union([description('offer'), description('answer'), candidate]).nullable(),
});

export const postSignalAnswerSchema = z.object({
  /** This message's number: poll with `after` from here to read only what follows. */
  seq: z.number().int(),
  peerPresent: z.boolean(),
});

export const pollAnswerSchema = z.object({
  messages: z.array(signalMessageSchema),
  peerPresent: z.boolean(),
});

export const pollQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  /** Seconds to wait for a message, at most (and by default) 25. */
  wait: z.coerce.number().min(0).max(25).optional(),
});

export { consultRoomSchema as roomSchema } from '@clinic/shared/consult';

export const credentialHeaders = z.object({
  authorization: z.string().optional(),
  'x-booking-token': z.string().optional(),
});

export const roomParams = z.object({ id: z.string().min(1).max(64) });
