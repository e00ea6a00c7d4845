/**
 * Group commit for small statements. Calls that arrive while a batch is being
 * written wait and go together in the next one, so under load many requests
 * share one statement, and a lone call goes out on the next turn of the event
 * loop. Every caller still waits for its own item to be done: nothing is
 * answered before it is stored.
 *
 * The embedded database runs one statement at a time; without this, each
 * request's lookup of its caller and its audit row queued behind the others
 * one statement each.
 */
export class Batcher<I, O> {
  private queue: { item: I; resolve: (value: O) => void; reject: (reason: unknown) => void }[] = [];
  private draining = false;

  constructor(
    /** Handles the items in order and settles each one: a failed item fails only its caller. */
    private readonly runBatch: (items: I[]) => Promise<PromiseSettledResult<O>[]>,
    private readonly maxBatch = 200,
  ) {}

  run(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.maxBatch);
      let results: PromiseSettledResult<O>[];
      try {
        results = await this.runBatch(batch.map((b) => b.item));
      } catch (err) {
        results = batch.map(() => ({ status: 'rejected', reason: err }));
      }
      batch.forEach((b, i) => {
        const r = results[i];
        if (r?.status === 'fulfilled') b.resolve(r.value);
        else b.reject(r ? r.reason : new Error('batch returned no result for this item'));
      });
    }
    this.draining = false;
  }
}
