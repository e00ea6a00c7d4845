// Transaction-scoped locks shared by modules. Every write that takes or moves
// a doctor's time locks that doctor's calendar first, so two such writes never
// wait on each other's rows in opposite orders (a cross move, A into B's slot
// while B goes into A's, deadlocks otherwise). Released at commit or rollback.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export async function lockDoctorCalendar(tx: Db, doctorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calendar:${doctorId}`}))`);
}
