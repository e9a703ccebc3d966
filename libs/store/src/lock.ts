/** A lock per key (the server keys by game): holders of one key run one after another, in arrival order. */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `fn` once every earlier holder of `key` has settled; a failure releases the key like a success. */
  run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const next = (this.tails.get(key) ?? Promise.resolve()).then(fn, fn);
    const settled = next.catch(() => undefined);
    this.tails.set(key, settled);
    void settled.then(() => {
      if (this.tails.get(key) === settled) this.tails.delete(key);
    });
    return next;
  }

  /** Resolves once every holder that has asked so far has settled (graceful shutdown). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.tails.values()]);
  }
}
