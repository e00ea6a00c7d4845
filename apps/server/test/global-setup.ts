// Migrates one template database per run; every test file then starts from a
// copy of it instead of migrating from scratch (PGlite: a data-dir dump;
// PostgreSQL: CREATE DATABASE ... TEMPLATE).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { adminUrl, dropDatabase, testDbKind } from './db-kind.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (testDbKind() === 'postgres') {
    const name = `clinic_tpl_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ url: adminUrl(), poolMax: 1 });
    await admin.rows(`create database ${name}`);
    await admin.close();
    const tpl = await openDatabase({ url: adminUrl(name), poolMax: 1 });
    await migrate(tpl);
    await tpl.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return () => dropDatabase(name);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-tpl-'));
  const database = await openDatabase({});
  try {
    await migrate(database);
    const file = path.join(dir, 'template.tar');
    const dump = await database.dump!();
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('pgTemplate', '');
  } finally {
    await database.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
