// @vitest-environment node
// Each lazy screen of the router names the catalogues its texts come from
// (app/router.tsx, `screen`), so its chunk and its catalogues load at once. The
// names are checked here against the screen's modules: every namespace a module
// it imports (statically, all the way down) uses, through `useTranslation(...)`
// or a key written 'namespace:key', and none more. 'common' is always loaded.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@clinic/shared/i18n/namespaces';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTER = path.join(SRC, 'app/router.tsx');

/** The file an import names, for the app's own modules ('@/…' and relative); else null. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + suffix;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

// `import … from '…'`, `export … from '…'` and `import '…'`; not `import type`
// (erased) nor `import('…')` (another chunk, loaded when it is needed).
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The namespaces one module's own code asks for. */
function namespacesIn(source: string): Set<string> {
  const found = new Set<string>();
  for (const [, args = ''] of source.matchAll(/useTranslation\(\s*([^)]*)\)/g)) {
    if (args.trim() === '') found.add('common');
    for (const [, ns = ''] of args.matchAll(/'(\w+)'/g)) found.add(ns);
  }
  for (const [, ns = ''] of source.matchAll(/['"`](\w+):[\w.]/g)) {
    if ((NAMESPACES as readonly string[]).includes(ns)) found.add(ns);
  }
  return found;
}

/** The namespaces of `entry` and every module it imports statically, 'common' left out. */
function namespacesOfModule(entry: string): string[] {
  const seen = new Set<string>();
  const found = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const ns of namespacesIn(source)) found.add(ns);
    for (const [, specifier = ''] of source.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, specifier);
      if (target && /\.tsx?$/.test(target)) pending.push(target);
    }
  }
  found.delete('common');
  return [...found].sort();
}

interface DeclaredScreen {
  module: string;
  namespaces: string[];
}

/** The router's `screen(() => import('…'), [...])` declarations, as written. */
function declaredScreens(): { screens: DeclaredScreen[]; imports: number } {
  const source = readFileSync(ROUTER, 'utf8');
  const screens = [
    ...source.matchAll(/screen\(\s*\(\)\s*=>\s*import\('([^']+)'\)[^[]*?,\s*\[([^\]]*)\],?\s*\)/g),
  ].map(([, module = '', list = '']) => ({
    module,
    namespaces: [...list.matchAll(/'(\w+)'/g)].map(([, ns = '']) => ns),
  }));
  return { screens, imports: [...source.matchAll(/\bimport\('/g)].length };
}

describe("the router's lazy screens", () => {
  const { screens, imports } = declaredScreens();

  it('are all declared with their namespaces', () => {
    expect(screens.length).toBeGreaterThan(30);
    expect(screens.length).toBe(imports);
  });

  it.each(screens)('$module names the namespaces its modules use', ({ module, namespaces }) => {
    const file = resolveImport(ROUTER, module);
    expect(file, `${module} is a module of the app`).not.toBeNull();
    expect([...namespaces].sort(), `screen(() => import('${module}'), [...])`).toEqual(
      namespacesOfModule(file!),
    );
  });
});

describe('the scan', () => {
  it('reads useTranslation in its forms and prefixed keys', () => {
    const found = namespacesIn(`
      const { t } = useTranslation();
      const a = useTranslation('auth');
      const b = useTranslation(['booking', 'forms']);
      t('portal:title'); const key = 'help:faq.0'; const url = 'https://example.com';
    `);
    expect([...found].sort()).toEqual(['auth', 'booking', 'common', 'forms', 'help', 'portal']);
  });

  it('follows static imports, not type-only or dynamic ones', () => {
    const matches = (source: string) => [...source.matchAll(STATIC_IMPORT)].map((m) => m[1]);
    expect(
      matches(`import { a } from './a';
import type { B } from './b';
export { c } from '@/c';
import './d.css';
import {
  e,
  type F,
} from './e';
const g = () => import('./g');`),
    ).toEqual(['./a', '@/c', './d.css', './e']);
  });
});
