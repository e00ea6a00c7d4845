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

type AuditValues = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

function valuesOf(request: FastifyRequest | null, entry: AuditEntry): AuditValues {
  return {
    actorId: entry.actorId ?? null,
    actorRole: entry.actorRole ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    patientId: entry.patientId ?? null,
    ip: request?.ip ?? null,
    userAgent: request?.headers['user-agent']?.slice(0, 300) ?? null,
    details: entry.details ?? null,
  };
}

// The rows travel as one jsonb value: one typed parameter whatever their number.
const INSERT_AUDIT_ROWS = `insert into audit_log (actor_id, actor_role, action, entity, entity_id, patient_id, ip, user_agent, details)
  select "actorId", "actorRole", action, entity, "entityId", "patientId", ip, "userAgent", details
    from jsonb_to_recordset($1::jsonb) as r("actorId" uuid, "actorRole" text, action text, entity text, "entityId" text,
                                             "patientId" uuid, ip text, "userAgent" text, details jsonb)`;

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
        // One at a time, in order, so only the bad row's caller fails.
        const results: PromiseSettledResult<void>[] = [];
        for (const row of rows) {
          try {
            await insert([row]);
            results.push({ status: 'fulfilled', value: undefined });
          } catch (reason) {
            results.push({ status: 'rejected', reason });
          }
        }
        return results;
      }
    });
    batchers.set(target, b);
  }
  return b;
}

/**
 * Writes the row before the caller goes on. Through the database itself rows
 * are grouped with concurrent ones (see Batcher): for reads only. A change
 * passes its transaction handle, so the row joins that transaction and the
 * change rolls back when the row cannot be written (docs/decisions/008).
 */
export async function audit(
  target: Db | RowsTarget,
  request: FastifyRequest | null,
  entry: AuditEntry,
): Promise<void> {
  const values = valuesOf(request, entry);
  if ('rows' in target) await batcherFor(target).run(values);
  else await target.insert(auditLog).values(values);
}
