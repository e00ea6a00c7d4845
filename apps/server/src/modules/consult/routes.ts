// The video room of an online consultation (/consult/:id in the web app):
// who is in it, and the WebRTC signaling the two browsers exchange through
// the server (a long poll, no WebSocket). The media itself goes browser to
// browser; the server never sees it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../lib/audit.ts';
import { practiceFor } from '../appointments/practice.ts';
import { enterRoom } from './access.ts';
import { SignalHub, type HubOptions } from './rooms.ts';
import {
  credentialHeaders,
  pollAnswerSchema,
  pollQuerySchema,
  postSignalAnswerSchema,
  roomParams,
  roomSchema,
  SIGNAL_BODY_LIMIT,
  signalBodySchema,
  type SignalData,
} from './schemas.ts';

const tags = ['consult'];
const security = [{ bearerAuth: [] }];
const who =
  'The doctor who owns the appointment (Bearer token) or the patient whose phone booked it (X-Booking-Token from verify-otp, purpose BOOKING). Anyone else: 404.';

export const consultRoutes: FastifyPluginAsyncZod<{ hub?: HubOptions }> = async (app, options) => {
  const hub = new SignalHub<SignalData>(app.deps.database, app.deps.clock, options.hub);
  await hub.start();
  // preClose runs before the server waits for in-flight requests: a poll
  // waiting here is answered at once, so closing never waits for it.
  app.addHook('preClose', async () => hub.close());

  app.get(
    '/consult/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The video room of an online consultation: who is in it and how to connect',
        description: `${who} Only virtual appointments that are Pending or Confirmed have a room; others answer 409 with the reason. iceServers come from the ICE_SERVERS setting (none by default).`,
        headers: credentialHeaders,
        params: roomParams,
        response: { 200: roomSchema },
      },
    },
    async (request, reply) => {
      const entry = await enterRoom(app, request, reply, request.params.id);
      const { appointment: a, role } = entry;
      const practice = await practiceFor(app, a.doctorId);
      await audit(app.deps.database, request, {
        actorId: role === 'doctor' ? a.doctorId : null,
        actorRole: role,
        action: 'enter_consult',
        entity: 'appointment',
        entityId: a.id,
        patientId: a.patientId,
      });
      return {
        id: a.id,
        publicId: `#${a.publicId}`,
        status: a.status,
        startTime: a.startAt.toISOString(),
        endTime: a.endAt.toISOString(),
        timeZone: practice.timeZone,
        doctorName: entry.doctorName,
        patientName: entry.patientName,
        role,
        iceServers: app.deps.config.ICE_SERVERS,
      };
    },
  );

  app.post(
    '/consult/:id/signal',
    {
      bodyLimit: SIGNAL_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Send a signaling message to the other participant',
        description: `${who} 'join' starts a fresh session (earlier messages are dropped) and answers whether the other side is there; 'offer', 'answer' and 'candidate' carry WebRTC data; 'leave' tells the other side. Rooms are kept in the database, so the two participants may reach different instances.`,
        headers: credentialHeaders,
        params: roomParams,
        body: signalBodySchema,
        response: { 200: postSignalAnswerSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { role, appointment } = await enterRoom(app, request, reply, request.params.id, {
        open: body.kind !== 'leave',
      });
      await app.limiter.hit(`consult:${appointment.id}:${role}`, 600, 60 * 60 * 1000);
      return hub.post(appointment.id, role, body.kind, 'data' in body ? body.data : null);
    },
  );

  app.get(
    '/consult/:id/signal',
    {
      schema: {
        tags,
        security,
        summary: "Long-poll the other participant's signaling messages",
        description: `${who} Answers at once when messages after \`after\` are waiting, else when one arrives or after \`wait\` seconds (25 at most and by default) with an empty list. peerPresent says whether the other side is in the room.`,
        headers: credentialHeaders,
        params: roomParams,
        querystring: pollQuerySchema,
        response: { 200: pollAnswerSchema },
      },
    },
    async (request, reply) => {
      const { role, appointment } = await enterRoom(app, request, reply, request.params.id);
      // The browser went away (tab closed, poll aborted): stop waiting for it.
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      const { after, wait } = request.query;
      const waitMs = wait === undefined ? undefined : Math.round(wait * 1000);
      return hub.poll(appointment.id, role, after, waitMs, gone.signal);
    },
  );
};
