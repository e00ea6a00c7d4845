import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doctorProfiles, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export const userRepository = {
  async findByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
    return row;
  },
  async findById(db: Db, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },
  /** The account with this email, in any case (emails are unique regardless of case). */
  async findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .limit(1);
    return row;
  },
  async emailExists(db: Db, email: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return Boolean(row);
  },
  /** The user as the app sees it, with the doctor's profile state. */
  async publicView(db: Db, id: string) {
    const [row] = await db
      .select({
        id: users.id,
        name: users.name,
        role: users.role,
        phone: users.phone,
        email: users.email,
        status: users.status,
        createdAt: users.createdAt,
        profileCompleted: doctorProfiles.profileCompleted,
        verificationStatus: doctorProfiles.verificationStatus,
        photoUrl: doctorProfiles.photoUrl,
      })
      .from(users)
      .leftJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
      .where(eq(users.id, id))
      .limit(1);
    if (!row) return undefined;
    return {
      id: row.id,
      name: row.name,
      role: row.role,
      phoneNumber: row.phone,
      mobile: row.phone.replace(/^\+91/, ''),
      email: row.email,
      status: row.status,
      memberSince: row.createdAt.toISOString(),
      // Admins and patients have no practice profile to complete.
      profileCompleted: row.role === 'doctor' ? Boolean(row.profileCompleted) : true,
      verificationStatus: row.role === 'doctor' ? (row.verificationStatus ?? 'Incomplete') : null,
      photoUrl: row.photoUrl ?? null,
    };
  },
  async createDoctor(db: Db, input: { phone: string; name: string; passwordHash: string }) {
    return db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          role: 'doctor',
          phone: input.phone,
          name: input.name,
          passwordHash: input.passwordHash,
        })
        .returning();
      await tx.insert(doctorProfiles).values({ userId: user!.id });
      return user!;
    });
  },
  async bumpTokenVersion(db: Db, id: string) {
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  },
  async setPassword(db: Db, id: string, passwordHash: string) {
    await db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  },
  /**
   * Sets the password only while the token version is still `tokenVersion`
   * (and bumps it): of two uses of one reset token, only the first changes it.
   */
  async setPasswordIfVersion(
    db: Db,
    id: string,
    tokenVersion: number,
    passwordHash: string,
  ): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), eq(users.tokenVersion, tokenVersion)))
      .returning({ id: users.id });
    return rows.length > 0;
  },
};

export type PublicUser = NonNullable<Awaited<ReturnType<typeof userRepository.publicView>>>;
