import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MAX_WORKERS } from './config.ts';

const PG = 'postgres://clinic@db.example/clinic';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

describe('WORKERS', () => {
  it('is one process by default and when empty', () => {
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(loadConfig({ WORKERS: '' }).WORKERS).toBe(1);
    expect(loadConfig({ WORKERS: '1' }).WORKERS).toBe(1);
  });

  it('takes a count up to the maximum with DATABASE_URL', () => {
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: PG }).WORKERS).toBe(2);
    expect(loadConfig({ WORKERS: String(MAX_WORKERS), DATABASE_URL: PG }).WORKERS).toBe(
      MAX_WORKERS,
    );
  });

  it('refuses more than one process on the embedded database, saying why', () => {
    const problems = problemsOf({ WORKERS: '2' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^WORKERS: .*PGlite.*one process.*DATABASE_URL/);
  });

  it('resolves auto to one per CPU with DATABASE_URL and to 1 on the embedded database', () => {
    expect(loadConfig({ WORKERS: 'auto', DATABASE_URL: PG }).WORKERS).toBe(
      Math.min(availableParallelism(), MAX_WORKERS),
    );
    expect(loadConfig({ WORKERS: 'auto' }).WORKERS).toBe(1);
  });

  it.each(['0', '-1', '1.5', 'two', String(MAX_WORKERS + 1), 'AUTO'])('rejects %j', (value) => {
    const problems = problemsOf({ WORKERS: value, DATABASE_URL: PG });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^WORKERS: /);
  });
});
