import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxyOption } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, when empty and when false', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(trustProxyOption(false)).toBe(false);
  });

  it('takes a hop count, trusted as that many hops from the socket', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('203.0.113.9', hop))).toEqual([true, true, false]);
  });

  it('takes a list of proxy addresses and CIDRs', () => {
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
  });

  it.each([
    '0',
    'true',
    'yes',
    '-1',
    '1.5',
    '101',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0/8',
    '999.1.1.1',
    'proxy.example.com',
    '10.0.0.1,',
    '10.0.0.1/8/8',
  ])('refuses %j and names the key', (value) => {
    const problems = problemsOf({ TRUST_PROXY: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TRUST_PROXY: /);
  });

  it('names the bad entries of a list', () => {
    const [problem] = problemsOf({ TRUST_PROXY: '10.0.0.0/8,lb.internal,127.0.0.1/40' });
    expect(problem).toContain('"lb.internal"');
    expect(problem).toContain('"127.0.0.1/40"');
    expect(problem).not.toContain('"10.0.0.0/8"');
  });
});
