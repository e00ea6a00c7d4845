// The house rules fire: each is run through the repository's own ESLint config on a
// small snippet at a path where it applies (and where it must not), so a config change
// that silently switches one off fails here. Also: `npm run lint` checks formatting.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function rulesFired(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('a web feature importing another feature', () => {
  const rule = 'house/no-cross-feature-import';
  const file = 'apps/web/src/features/consult/components/room.tsx';

  it.each([
    "import { VerifyPhoneCard } from '@/features/my-appointments/components/verify-phone-card';",
    "import { AppointmentCard } from '../../my-appointments/components/appointment-card';",
    "export { useThing } from '@/features/booking/hooks/use-thing';",
    "export const load = () => import('@/features/admin/routes/page');",
  ])('is refused: %s', async (code) => {
    expect(await rulesFired(code, file)).toContain(rule);
  });

  it.each([
    "import { CallTimer } from '../utils/call-timer';",
    "import { CallTimer } from '@/features/consult/utils/call-timer';",
    "import { Modal } from '@/components/ui/modal';",
    "import { clock } from '@/lib/clock';",
    "import { CONSULT_TEXTS } from '@clinic/shared/messages';",
  ])('is allowed inside the feature and from shared code: %s', async (code) => {
    expect(await rulesFired(code, file)).not.toContain(rule);
  });

  it('does not apply outside features (routes compose features)', async () => {
    const code = "import { ConsultScreen } from '@/features/consult/components/consult-screen';";
    expect(await rulesFired(code, 'apps/web/src/app/routes/public/consult.tsx')).not.toContain(
      rule,
    );
  });
});

describe("a server module reaching into another module's repository", () => {
  const rule = 'house/no-foreign-repository';
  const file = 'apps/server/src/modules/bookings/notify.ts';

  it.each([
    "import { notificationRepository } from '../notifications/repository.ts';",
    "import { userRepository } from '../auth/user-repository.ts';",
    "import { bookedRanges } from '../availability/repository';",
    "import { x } from '../../modules/calendar/repository.ts';",
  ])('is refused: %s', async (code) => {
    expect(await rulesFired(code, file)).toContain(rule);
  });

  it.each([
    "import { addNotification } from '../notifications/service.ts';",
    "import { holdSlot } from './repository.ts';",
    "import type { Db } from '../../db/client.ts';",
  ])('is allowed through a service or within the module: %s', async (code) => {
    expect(await rulesFired(code, file)).not.toContain(rule);
  });
});

describe('reading the system time outside the clock', () => {
  const rule = 'no-restricted-syntax';

  it.each([
    ['apps/server/src/modules/bookings/take-payment.ts', 'export const at = new Date();'],
    ['apps/server/src/modules/search/directory.ts', 'export const ms = Date.now();'],
    ['apps/server/src/db/seed/seed-cli.ts', 'export const at = String(Date());'],
    ['apps/web/src/hooks/use-countdown.ts', 'export const ms = Date.now();'],
    ['apps/web/src/app/layouts/site-footer.tsx', 'export const year = new Date().getFullYear();'],
  ])('is refused in %s', async (file, code) => {
    expect(await rulesFired(code, file)).toContain(rule);
  });

  it.each([
    [
      'apps/server/src/modules/bookings/take-payment.ts',
      "export const at = new Date('2026-03-10T04:30:00Z');",
    ],
    [
      'apps/server/src/modules/bookings/take-payment.ts',
      'export const at = (ms: number) => new Date(ms);',
    ],
    ['apps/server/src/lib/clock.ts', 'export const at = new Date();'],
    ['apps/web/src/lib/clock.ts', 'export const ms = Date.now();'],
    ['apps/server/src/modules/bookings/bookings.api.test.ts', 'export const ms = Date.now();'],
    ['e2e/tests/portal.spec.ts', 'export const ms = Date.now();'],
    ['scripts/test.mjs', 'export const ms = Date.now();'],
  ])('is allowed in %s: %s', async (file, code) => {
    expect(await rulesFired(code, file)).not.toContain(rule);
  });
});

describe('formatting', () => {
  it('is part of npm run lint', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.scripts.lint).toMatch(/eslint \. --max-warnings=0/);
    expect(pkg.scripts.lint).toMatch(/prettier --check \./);
  });

  it('is judged by the repository prettier config: a misformatted file fails the check', async () => {
    const file = path.join(root, 'apps/server/src/lib/example.ts');
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    expect(await prettier.check('const a = {b:1}\n', options)).toBe(false);
    expect(await prettier.check('const a = { b: 1 };\n', options)).toBe(true);
  });

  it('ignores what is generated, not what is written by hand', async () => {
    const ignored = (file) =>
      prettier.getFileInfo(path.join(root, file), {
        ignorePath: [path.join(root, '.prettierignore'), path.join(root, '.gitignore')],
      });
    for (const file of [
      'package-lock.json',
      'apps/server/src/db/migrations/meta/_journal.json',
      'apps/web/dist/index.html',
      'e2e/.artifacts/report.json',
    ]) {
      expect((await ignored(file)).ignored, file).toBe(true);
    }
    for (const file of ['apps/server/src/app.ts', 'apps/web/src/lib/clock.ts', 'README.md']) {
      expect((await ignored(file)).ignored, file).toBe(false);
    }
  });
});
