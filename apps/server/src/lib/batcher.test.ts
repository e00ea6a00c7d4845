import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher.ts';

const settle = <T>(values: T[]): PromiseSettledResult<T>[] =>
  values.map((value) => ({ status: 'fulfilled', value }));

describe('Batcher', () => {
  it('sends calls made together as one batch and answers each caller with its own result', async () => {
    const batches: number[][] = [];
    const doubler = new Batcher<number, number>(async (items) => {
      batches.push(items);
      return settle(items.map((n) => n * 2));
    });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => doubler.run(n)));
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1, 2, 3, 4]]);
  });

  it('queues calls that arrive while a batch runs for the next one, one batch at a time', async () => {
    const batches: number[][] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const b = new Batcher<number, number>(async (items) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      batches.push(items);
      if (batches.length === 1) await gate;
      inFlight--;
      return settle(items);
    });
    const first = b.run(1);
    await new Promise((r) => setImmediate(r));
    const later = [b.run(2), b.run(3)];
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(batches).toEqual([[1], [2, 3]]);
    expect(maxInFlight).toBe(1);
  });

  it('fails only the callers whose items failed, and all of them when the batch throws', async () => {
    const b = new Batcher<number, number>(async (items) =>
      items.map((n) =>
        n < 0
          ? { status: 'rejected', reason: new Error(`bad ${n}`) }
          : { status: 'fulfilled', value: n },
      ),
    );
    const results = await Promise.allSettled([b.run(1), b.run(-1), b.run(2)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);

    let calls = 0;
    const flaky = new Batcher<number, number>(async (items) => {
      if (calls++ === 0) throw new Error('database gone');
      return settle(items);
    });
    await expect(Promise.all([flaky.run(1), flaky.run(2)])).rejects.toThrow('database gone');
    // The next call gets a batch of its own.
    expect(await flaky.run(5)).toBe(5);
  });

  it('splits a long queue into batches of at most maxBatch', async () => {
    const sizes: number[] = [];
    const b = new Batcher<number, number>(async (items) => {
      sizes.push(items.length);
      return settle(items);
    }, 3);
    await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => b.run(n)));
    expect(sizes).toEqual([3, 3, 1]);
  });
});
