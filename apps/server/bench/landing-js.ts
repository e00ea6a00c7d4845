// The JavaScript the landing page loads: the entry script and everything it
// preloads, gzip-compressed, as shipped in apps/web/dist.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './server-process.ts';

export function landingJsGzipBytes(): { bytes: number; files: string[] } {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) refs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    refs.add(m[1]!);
  let bytes = 0;
  for (const ref of refs) {
    const file = path.join(dist, ref.replace(/^\//, ''));
    const gz = `${file}.gz`;
    bytes += existsSync(gz) ? readFileSync(gz).length : gzipSync(readFileSync(file)).length;
  }
  return { bytes, files: [...refs] };
}
