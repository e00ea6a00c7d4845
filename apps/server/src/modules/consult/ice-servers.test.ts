import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('ICE_SERVERS', () => {
  it('defaults to none: the room works without internet', () => {
    expect(loadConfig({}).ICE_SERVERS).toEqual([]);
    expect(loadConfig({ ICE_SERVERS: '' }).ICE_SERVERS).toEqual([]);
  });

  it('takes a JSON array of RTCIceServer objects and refuses anything else at start', () => {
    const servers = [
      { urls: ['stun:stun.clinic.example:3478'] },
      { urls: 'turns:turn.clinic.example:5349', username: 'u', credential: 'c' },
    ];
    expect(loadConfig({ ICE_SERVERS: JSON.stringify(servers) }).ICE_SERVERS).toEqual(servers);
    for (const bad of ['stun:x', '{"urls":"stun:x"}', '[{"urls":"https://x"}]', '[{}]']) {
      expect(() => loadConfig({ ICE_SERVERS: bad }), bad).toThrow(/ICE_SERVERS/);
    }
  });
});
