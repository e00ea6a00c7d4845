import { openDatabase } from '../src/db/client.ts';

/** API tests run on PGlite, or on PostgreSQL when TEST_DB=postgres (URL from TEST_DATABASE_URL). */
export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** TEST_DATABASE_URL with its database swapped for `name` (default: the URL's own). */
export function adminUrl(name?: string): string {
  const raw = process.env.TEST_DATABASE_URL;
  if (!raw) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const url = new URL(raw);
  if (name) url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = await openDatabase({ url: adminUrl(), poolMax: 1 });
  try {
    await admin.rows(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.close();
  }
}
