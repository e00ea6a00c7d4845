// argon2id with OWASP's recommended parameters (Password Storage Cheat Sheet:
// m=19 MiB, t=2, p=1). The parameters are stored in the hash, so raising them
// later only affects new hashes.
import { hash, verify } from '@node-rs/argon2';

export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (const enum, not importable under isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
