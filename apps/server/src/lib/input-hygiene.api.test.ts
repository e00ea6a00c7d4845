// The app's last lines of defence against hostile input: text the database
// cannot store is refused before any route runs, and a value the database
// still refuses as data (SQLSTATE class 22) answers 400, not 500.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { devSender } from '../providers/messaging.ts';
import { simulatedGateway } from '../providers/payments.ts';
import { localStorage } from '../providers/storage.ts';
import { openTestDatabase, TEST_NOW } from '../../test/harness.ts';
import { fixedClock } from './clock.ts';
import { findForbiddenText } from './input-hygiene.ts';

let app: FastifyInstance;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-hygiene-'));
  database = await openTestDatabase();
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', RATE_LIMITS: 'off', DATA_DIR: dataDir }),
    database,
    clock: fixedClock(TEST_NOW),
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    sms: devSender('sms', database.db, () => {}),
    email: devSender('email', database.db, () => {}),
    storage: localStorage(path.join(dataDir, 'uploads')),
    payments: simulatedGateway(0),
  });
  // A route that hands the database a value it refuses as data, as a route
  // with a missing check would.
  app.get('/api/test/bad-date', async (request) => {
    const { value } = request.query as { value: string };
    return database.rows('select $1::date as d', [value]);
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('text the database cannot store', () => {
  it('finds NUL bytes and lone surrogates in values and keys, at any depth', () => {
    expect(findForbiddenText({ a: 'fine', b: ['ok', { c: 'x\u0000y' }] })).toBe('b.1.c');
    expect(findForbiddenText({ a: '\ud800' })).toBe('a');
    expect(findForbiddenText({ a: 'x\udc00' })).toBe('a');
    expect(findForbiddenText({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findForbiddenText({ a: 'emoji 😀 and हिन्दी' })).toBeNull();
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(findForbiddenText(deep)).not.toBeNull();
  });

  it('is refused with 400 in a JSON body, a query and a path, naming the field', async () => {
    const body = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber: '98765\u000043210', password: 'x' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      error: SERVER_ERRORS.invalidCharacters,
      message: SERVER_ERRORS.invalidCharacters,
      code: 'VALIDATION_FAILED',
      field: 'phoneNumber',
    });
    const surrogate = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNumber":"9876543210","password":"\\ud800"}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toMatchObject({
      error: SERVER_ERRORS.invalidCharacters,
      field: 'password',
    });
    const query = await app.inject({
      method: 'GET',
      url: '/api/service/location/cities?query=a%00b',
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ error: SERVER_ERRORS.invalidCharacters, field: 'query' });
    const params = await app.inject({ method: 'GET', url: '/api/doctors/a%00b/slots' });
    expect(params.statusCode).toBe(400);
    expect(params.json()).toMatchObject({
      error: SERVER_ERRORS.invalidCharacters,
      field: 'userId',
    });
  });
});

describe('a value the database refuses as data', () => {
  it('answers 400 in the error shape instead of 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/bad-date?value=2026-02-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: SERVER_ERRORS.invalidValue,
      message: SERVER_ERRORS.invalidValue,
      code: 'VALIDATION_FAILED',
    });
    const ok = await app.inject({ method: 'GET', url: '/api/test/bad-date?value=2026-02-28' });
    expect(ok.statusCode).toBe(200);
  });
});
