// The entry point. Reads config; with WORKERS=1 (the default) this process
// migrates, seeds and serves (serve.ts). With WORKERS > 1 (PostgreSQL only)
// it becomes a node:cluster primary: it migrates and seeds once, forks that
// many workers that share the port, replaces any that die, and on SIGTERM
// closes them all and exits 0.
import cluster from 'node:cluster';
import { BACKGROUND_ENV, runPrimary } from './cluster-primary.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { serve } from './serve.ts';

export { DEMO_LOGINS } from './serve.ts';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = readConfig();
  if (cluster.isWorker) {
    // A primary killed outright leaves its workers serving on the port: they
    // close as on SIGTERM once its channel is gone.
    process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
    await serve(config, {
      prepare: false,
      background: process.env[BACKGROUND_ENV] === '1',
      banner: false,
    });
    return;
  }
  if (config.WORKERS === 1) {
    await serve(config, { prepare: true, background: true, banner: true });
    return;
  }
  await runPrimary(config);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
