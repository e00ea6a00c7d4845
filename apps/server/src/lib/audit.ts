// Audit trail: who read or changed what, when, from where (medplum's
// AuditEvent, OpenEMR's EventAuditLogger). Every login, failed login and read
// or change of a patient's record writes one row.
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { Batcher } from './batcher.ts';

export interface AuditEntry {
  actorId?: string | null;
  actorRole?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  patientId?: string | null;
  details?: Record<string, unknown>;
}

interface AuditValues {
  actor_id: string | null;
  actor_role: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  patient_id: string | null;
  ip: string | null;
  user_agent: string | null;
  details: Record<string, unknown> | null;
}

// The rows travel as one jsonb value: one typed parameter whatever their number.
const INSERT_AUDIT_ROWS = `insert into audit_log (actor_id, actor_role, action, entity, entity_id, patient_id, ip, user_agent, details)
  select actor_id, actor_role, action, entity, entity_id, patient_id, ip, user_agent, details
    from jsonb_to_recordset($1::jsonb) as r(actor_id uuid, actor_role text, action text, entity text, entity_id text,
                                             patient_id uuid, ip text, user_agent text, details jsonb)`;

type RowsTarget = Pick<Database, 'rows'>;
const batchers = new WeakMap<RowsTarget, Batcher<AuditValues, void>>();

/** Concurrent audit rows of one database go in one insert (group commit); a bad row fails alone. */
function batcherFor(target: RowsTarget): Batcher<AuditValues, void> {
  let b = batchers.get(target);
  if (!b) {
    const insert = (rows: AuditValues[]) => target.rows(INSERT_AUDIT_ROWS, [JSON.stringify(rows)]);
    b = new Batcher<AuditValues, void>(async (rows) => {
      try {
        await insert(rows);
        return rows.map(() => ({ status: 'fulfilled', value: undefined }));
      } catch (err) {
        if (rows.length === 1) return [{ status: 'rejected', reason: err }];
        return Promise.allSettled(rows.map((row) => insert([row]).then(() => undefined)));
      }
    });
    batchers.set(target, b);
  }
  return b;
}

/**
 * Writes the row before the caller goes on. Through the database itself rows
 * are grouped with concurrent ones (see Batcher); through a Drizzle handle the
 * row joins that handle's transaction.
 */
export async function audit(target: Db | RowsTarget, request: FastifyRequest | null, entry: AuditEntry): Promise<void> {
  if ('rows' in target) {
    await batcherFor(target).run({
      actor_id: entry.actorId ?? null,
      actor_role: entry.actorRole ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      patient_id: entry.patientId ?? null,
      ip: request?.ip ?? null,
      user_agent: request?.headers['user-agent']?.slice(0, 300) ?? null,
      details: entry.details ?? null,
    });
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
