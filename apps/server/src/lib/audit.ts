// Audit trail: who read or changed what, when, from where (medplum's
// AuditEvent, OpenEMR's EventAuditLogger). Every login, failed login and read
// or change of a patient's record writes one row.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
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

export async function audit(db: Db, request: FastifyRequest | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
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
