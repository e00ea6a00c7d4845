// The Content-Security-Policy allows what the web app needs and nothing more: the
// PDF previews frame an object URL (blob:) of a file fetched with the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness.ts';

/** 'frame-src blob:; object-src ...' -> { 'frame-src': ['blob:'], ... } */
function directives(header: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name.toLowerCase()] = sources;
  }
  return out;
}

describe('Content-Security-Policy', () => {
  let t: TestContext;
  let csp: Record<string, string[]>;

  beforeAll(async () => {
    t = await startTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    csp = directives(String(res.headers['content-security-policy'] ?? ''));
  });
  afterAll(async () => t?.close());

  it('lets the document previews frame an object URL of the file', () => {
    expect(csp['frame-src']).toContain('blob:');
  });

  it('frames nothing else and embeds no plugin content', () => {
    expect(csp['frame-src']).toEqual(['blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
  });
});
