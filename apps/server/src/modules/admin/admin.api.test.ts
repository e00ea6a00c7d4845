// The admin's verdict on a document is audited atomically: the verdict, the
// doctor's verification status, the doctor's notice and the audit row commit
// together, and when the audit row cannot be written nothing changes. Reads of
// a doctor's record are audited too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents, doctorProfiles, notifications, users } from '../../db/schema.ts';
import { makeListedDoctor, nextPhone } from '../../../test/factories.ts';
import { startTestApp, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let adminId: string;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  const [admin] = await t.database.db
    .insert(users)
    .values({ role: 'admin', name: 'Admin', phone: nextPhone() })
    .returning();
  adminId = admin!.id;
  adminToken = await t.app.tokens.signAccess({ sub: adminId, role: 'admin', tv: 0 }, t.clock.now());
  // A row the audit table refuses, by a marker in its details: a data
  // exception (22023) for one marker, a constraint violation for the other.
  await t.database
    .rows(`create function refuse_marked_audit() returns trigger language plpgsql as $$
    begin
      if new.details->>'reason' = 'REFUSE-AS-DATA' then raise exception 'audit row refused' using errcode = '22023'; end if;
      if new.details->>'reason' = 'REFUSE-AS-CONSTRAINT' then raise exception 'audit row refused' using errcode = '23514'; end if;
      return new;
    end $$`);
  await t.database.rows(
    `create trigger refuse_marked_audit before insert on audit_log for each row execute function refuse_marked_audit()`,
  );
});
afterAll(async () => t?.close());

async function pendingDoctorWithDocument() {
  const db = t.database.db;
  const doctor = await makeListedDoctor(db, { name: 'Dr. Review', verified: false });
  const [doc] = await db
    .insert(documents)
    .values({
      ownerId: doctor.user.id,
      kind: 'governmentId',
      storageKey: `documents/${doctor.user.id}/id.pdf`,
      originalName: 'id.pdf',
      sizeBytes: 300,
      mime: 'application/pdf',
    })
    .returning();
  return { doctorId: doctor.user.id, documentId: doc!.id };
}

const review = (id: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/documents/${id}/review`,
    headers: { authorization: `Bearer ${adminToken}` },
    payload: body,
  });

async function stateOf(doctorId: string, documentId: string) {
  const db = t.database.db;
  const [doc] = await db.select().from(documents).where(eq(documents.id, documentId));
  const [profile] = await db
    .select()
    .from(doctorProfiles)
    .where(eq(doctorProfiles.userId, doctorId));
  const notes = await db.select().from(notifications).where(eq(notifications.userId, doctorId));
  const rows = await db.select().from(auditLog).where(eq(auditLog.entityId, documentId));
  return {
    status: doc!.status,
    reason: doc!.reason,
    reviewer: doc!.reviewerId,
    verification: profile!.verificationStatus,
    notices: notes.length,
    auditRows: rows,
  };
}

describe('POST /admin/documents/:id/review', () => {
  it('writes the verdict and its audit row (actor, action, entity, id, address) together', async () => {
    const { doctorId, documentId } = await pendingDoctorWithDocument();
    const res = await review(documentId, { status: 'Rejected', reason: 'Blurred scan' });
    expect(res.statusCode, res.body).toBe(200);
    const s = await stateOf(doctorId, documentId);
    expect(s).toMatchObject({
      status: 'Rejected',
      reason: 'Blurred scan',
      reviewer: adminId,
      verification: 'Rejected',
      notices: 1,
    });
    expect(s.auditRows).toHaveLength(1);
    expect(s.auditRows[0]).toMatchObject({
      actorId: adminId,
      actorRole: 'admin',
      action: 'review_document',
      entity: 'document',
      entityId: documentId,
      ip: '127.0.0.1',
    });
  });

  for (const [marker, expected] of [
    ['REFUSE-AS-DATA', 400],
    ['REFUSE-AS-CONSTRAINT', 500],
  ] as const) {
    it(`changes nothing when its audit row cannot be written (${marker})`, async () => {
      const { doctorId, documentId } = await pendingDoctorWithDocument();
      const before = await stateOf(doctorId, documentId);
      const res = await review(documentId, { status: 'Rejected', reason: marker });
      expect(res.statusCode, res.body).toBe(expected);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'error', 'message']);
      // The verdict was rolled back with its audit row: no half-done review.
      const after = await stateOf(doctorId, documentId);
      expect(after).toEqual(before);
      expect(after).toMatchObject({ status: 'Pending', reviewer: null, notices: 0, auditRows: [] });
    });
  }

  it('changes nothing for a reason the database cannot store (a lone surrogate)', async () => {
    const { doctorId, documentId } = await pendingDoctorWithDocument();
    const before = await stateOf(doctorId, documentId);
    const res = await review(documentId, { status: 'Rejected', reason: 'bad \ud800 scan' });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(await stateOf(doctorId, documentId)).toEqual(before);
  });
});

describe('admin reads of a doctor', () => {
  it("audit the doctor's record with its documents, and the list", async () => {
    const { doctorId, documentId } = await pendingDoctorWithDocument();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/doctors/${doctorId}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, doctorId));
    expect(row).toMatchObject({
      actorId: adminId,
      actorRole: 'admin',
      action: 'read_doctor',
      entity: 'doctor',
      ip: '127.0.0.1',
    });
    expect(row!.details).toEqual({ documentIds: [documentId] });
  });
});
