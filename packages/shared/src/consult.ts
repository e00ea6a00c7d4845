// The video room's answer to GET /api/consult/:id, shared by the server (its
// response schema) and the web app (which checks what it receives).
import { z } from 'zod';

const iceUrl = z
  .string()
  .regex(
    /^(stun|stuns|turn|turns):\S+$/,
    'each url must start with stun:, stuns:, turn: or turns:',
  );

/** An RTCIceServer: a STUN or TURN server the browsers may use. */
export const iceServerSchema = z.object({
  urls: z.union([iceUrl, z.array(iceUrl).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export const consultRoleSchema = z.enum(['doctor', 'patient']);
export type ConsultRole = z.infer<typeof consultRoleSchema>;

export const consultRoomSchema = z.object({
  id: z.string(),
  /** '#1122584'. */
  publicId: z.string(),
  status: z.string(),
  /** ISO instants, shown in the clinic's zone. */
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  doctorName: z.string(),
  patientName: z.string().nullable(),
  /** Which side of the call the caller is. */
  role: consultRoleSchema,
  /** STUN/TURN servers from the server's ICE_SERVERS; usually none (same network). */
  iceServers: z.array(iceServerSchema),
});
export type ConsultRoom = z.infer<typeof consultRoomSchema>;
