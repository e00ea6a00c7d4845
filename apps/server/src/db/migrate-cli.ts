import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

const config = loadConfig(process.env);
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR + '/pglite',
});
try {
  const ran = await migrate(database);
  console.log(ran.length ? `applied: ${ran.join(', ')}` : 'database is up to date');
} finally {
  await database.close();
}
