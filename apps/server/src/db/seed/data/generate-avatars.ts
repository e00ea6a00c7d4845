// Writes the doctor avatars (see ../avatars.ts) to apps/web/public/avatars/.
// Rerun after changing a design:
//   npx tsx apps/server/src/db/seed/data/generate-avatars.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AVATARS, renderAvatar } from '../avatars.ts';

const dir = fileURLToPath(new URL('../../../../../web/public/avatars/', import.meta.url));
mkdirSync(dir, { recursive: true });
let largest = 0;
for (const a of AVATARS) {
  const svg = renderAvatar(a);
  largest = Math.max(largest, svg.length);
  writeFileSync(`${dir}${a.file}.svg`, svg);
}
console.log(`wrote ${AVATARS.length} avatars to ${dir} (largest ${largest} bytes)`);
