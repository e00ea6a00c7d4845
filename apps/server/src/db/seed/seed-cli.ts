// npm run db:seed -w apps/server: migrates the database and seeds the demo data
// when it has no users yet. DATA_DIR (default ./data) holds the PGlite folder
// (DATA_DIR/pglite) and the uploaded files (DATA_DIR/uploads); DATABASE_URL
// selects a PostgreSQL server instead of PGlite, and the demo files go where
// the server keeps files (providers/open-storage.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { systemClock } from '../../lib/clock.ts';
import { loadConfig } from '../../config.ts';
import { openFileStorage } from '../../providers/open-storage.ts';
import { openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { seedIfEmpty } from './seed.ts';

const dataDir = process.env.DATA_DIR || './data';
const url = process.env.DATABASE_URL || undefined;

if (!url) mkdirSync(dataDir, { recursive: true });
const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pglite') });
try {
  const ran = await migrate(database);
  if (ran.length > 0) console.log(`applied migrations: ${ran.join(', ')}`);
  const result = await seedIfEmpty(database, {
    now: systemClock.now(),
    storage: openFileStorage(loadConfig({ ...process.env, DATA_DIR: dataDir }), database),
    log: (m) => console.log(m),
  });
  if (result.seeded) {
    for (const [table, n] of Object.entries(result.counts))
      console.log(`  ${table.padEnd(24)} ${n}`);
    console.log(`seeded in ${(result.ms / 1000).toFixed(1)} s`);
  } else {
    console.log(`the database already has users; nothing seeded (${result.ms} ms)`);
  }
} finally {
  await database.close();
}
