// Audit trail: who read or changed what, when, from where (medplum's
// AuditEvent, OpenEMR's EventAuditLogger). Every login, failed login and read
// or change of a patient's record writes one row.
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntry {
  actorId?: string | null;
  actorRole?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  patientId?: string | null;
  details?: Record<string, unknown>;
}

const INSERT_AUDIT = `insert into audit_log (actor_id, actor_role, action, entity, entity_id, patient_id, ip, user_agent, details)
  values ($1::uuid, $2::text, $3::text, $4::text, $5::text, $6::uuid, $7::text, $8::text, $9::jsonb)`;

/**
 * Writes the row through the database's own connection (typed parameters, no
 * query builder: reads of records audit on every request), or through a
 * Drizzle handle when it must join a transaction.
 */
export async function audit(target: Db | Pick<Database, 'rows'>, request: FastifyRequest | null, entry: AuditEntry): Promise<void> {
  if ('rows' in target) {
    await target.rows(INSERT_AUDIT, [
      entry.actorId ?? null,
      entry.actorRole ?? null,
      entry.action,
      entry.entity,
      entry.entityId ?? null,
      entry.patientId ?? null,
      request?.ip ?? null,
      request?.headers['user-agent']?.slice(0, 300) ?? null,
      entry.details ? JSON.stringify(entry.details) : null,
    ]);
    return;
  }
  await target.insert(auditLog).values({
    actorId: entry.actorId ?? null,
    actorRole: entry.actorRole ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    patientId: entry.patientId ?? null,
    ip: request?.ip ?? null,
    userAgent: request?.headers['user-agent']?.slice(0, 300) ?? null,
    details: entry.details ?? null,
  });
}
