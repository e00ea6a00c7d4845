// Who is calling: the Bearer token is checked (signature, algorithm, expiry),
// then the user is loaded to check status and token version. Routes declare
// what they need with `preHandler: app.requireRole('doctor')`.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRole } from '@clinic/shared/constants';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { FALLBACK_ERRORS, SERVER_ERRORS } from '@clinic/shared/messages';
import { forbidden, unauthorized } from '../errors.ts';
import { Tokens } from '../modules/auth/tokens.ts';
import { Batcher } from '../lib/batcher.ts';
import { isUuid } from '../lib/uuid.ts';

export interface AuthUser {
  id: string;
  role: UserRole;
  name: string;
  phone: string;
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    requireRole: (
      ...roles: UserRole[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

interface CallerRow {
  id: string;
  role: UserRole;
  name: string;
  phone: string;
  status: string;
  tokenVersion: number;
}

export const authPlugin = fp(async (app) => {
  const { config, jwtSecret, database, clock } = app.deps;
  const tokens = new Tokens(jwtSecret, config.JWT_TTL_SECONDS);
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null);

  // Every authenticated request looks its caller up: concurrent lookups share
  // one typed statement (see Batcher), each still made after its request came.
  const users = new Batcher<string, CallerRow | undefined>(async (ids) => {
    const rows = await database.rows<CallerRow>(
      `select id, role, name, phone, status, token_version as "tokenVersion"
         from users where id = any(string_to_array($1::text, ',')::uuid[])`,
      [[...new Set(ids)].join(',')],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => ({ status: 'fulfilled', value: byId.get(id) }));
  });

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    const header = request.headers.authorization;
    if (!header) throw unauthorized(FALLBACK_ERRORS.noToken);
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized(FALLBACK_ERRORS.noToken);
    const claims = await tokens.verifyAccess(match[1]!, clock.now());
    if (!claims || !isUuid(claims.sub)) throw unauthorized(API_TEXTS.sessionExpired);
    const user = await users.run(claims.sub);
    if (!user || user.status !== 'active' || user.tokenVersion !== claims.tv) {
      throw unauthorized(API_TEXTS.sessionExpired);
    }
    return {
      id: user.id,
      role: user.role,
      name: user.name,
      phone: user.phone,
      tokenVersion: user.tokenVersion,
    };
  }

  app.decorate('requireRole', (...roles: UserRole[]) => async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (roles.length && !roles.includes(user.role)) throw forbidden(SERVER_ERRORS.forbidden);
    request.user = user;
  });
});
