// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev
// server with hot reload, proxying /api to the API.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web', '--', '--port', process.env.WEB_PORT ?? '5173'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
let exiting = false;
const stop = (code) => {
  if (exiting) return;
  exiting = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
};
for (const c of children) c.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
