// npm run files:move [-- --delete-local]: moves the uploaded files from the
// local disk (DATA_DIR/uploads) into the store this configuration uses: the
// S3 bucket when S3_BUCKET is set, else the database at DATABASE_URL. Safe to
// run again (files already there are skipped) and to stop half-way.
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { moveLocalFiles } from './move-files.ts';
import { describeStore, localUploadsDir, openFileStorage, storeKind } from './open-storage.ts';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--delete-local');
if (unknown.length > 0) {
  console.error(
    `unknown argument: ${unknown.join(' ')}\nusage: npm run files:move [-- --delete-local]`,
  );
  process.exit(2);
}

let config;
try {
  config = loadConfig(process.env);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

if (storeKind(config) === 'local') {
  console.error(
    'The configured file store is the local disk already: set DATABASE_URL (files in PostgreSQL) or S3_BUCKET (an S3-compatible bucket) to move the files there.',
  );
  process.exit(1);
}

// Only the database store needs the database (and its table, so migrate).
const database =
  storeKind(config) === 'database' ? await openDatabase({ url: config.DATABASE_URL }) : undefined;
let failed = 0;
try {
  if (database) await migrate(database);
  const from = localUploadsDir(config);
  console.log(`Moving files from ${from} to ${describeStore(config)}`);
  const counts = await moveLocalFiles(from, openFileStorage(config, database), {
    deleteLocal: args.includes('--delete-local'),
    log: (line) => console.log(`  ${line}`),
  });
  for (const [name, n] of Object.entries(counts)) console.log(`  ${name.padEnd(8)} ${n}`);
  failed = counts.failed;
  if (failed > 0) console.error(`${failed} file(s) not moved; run the command again to retry them`);
} finally {
  await database?.close();
}
process.exit(failed > 0 ? 1 : 0);
