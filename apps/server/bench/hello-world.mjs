// The ceiling of `npm run bench`'s per-request cost: a bare Fastify process
// (same Node, production mode, no logging) answering a small JSON object.
// Each route of the real server is reported as a share of what this answers.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3321), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
console.log('listening');
