import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveJwtSecret } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      RATE_LIMITS: 'on',
      NODE_ENV: 'development',
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('names every bad key at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        RATE_LIMITS: 'maybe',
        DATABASE_URL: 'not a url',
        NODE_ENV: 'production',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(keys).toEqual(expect.arrayContaining(['PORT', 'RATE_LIMITS', 'DATABASE_URL']));
  });

  it('requires JWT_SECRET and a real SMS provider in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET[\s\S]*SMS_PROVIDER/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_GATEWAY_URL/);
  });

  it('generates the development JWT secret once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-cfg-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      const first = resolveJwtSecret(config);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveJwtSecret(config)).toBe(first);
      expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
