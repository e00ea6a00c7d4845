// What other modules (profile, onboarding) may read or change of an account. The users
// table's SQL stays in this module's repository; this is its door for the others.
import type { Db } from '../../db/client.ts';
import { userRepository, type PublicUser, type UserRow } from './user-repository.ts';

export type { PublicUser, UserRow };

/** The account row, or undefined. */
export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return userRepository.findById(db, id);
}

/** Sets a new password hash and ends the other sessions (bumps the token version). */
export function setUserPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  return userRepository.setPassword(db, id, passwordHash);
}

/** The user as the app sees it, with the doctor's profile state. */
export function publicUserView(db: Db, id: string) {
  return userRepository.publicView(db, id);
}
