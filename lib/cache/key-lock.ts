// Reads and writes of one key kept apart, in one process: reads of a key run together, a write
// waits for the reads under way and runs alone, and what comes for the key while a write waits or
// runs (reads, other writes) waits for it, in order. A key read all the time still gets written
// (a write does not wait for reads that started after it). Keys that nothing holds take no memory.
// Used by lib/cache/disk-cache.ts, which says why.

export interface KeyLock {
  /** Runs `read` once no write of `key` is queued or under way; other reads of the key run meanwhile. */
  reading<T>(key: string, read: () => Promise<T>): Promise<T>;
  /** Runs `write` once the reads of `key` under way and the writes queued before it are done, alone. */
  writing<T>(key: string, write: () => Promise<T>): Promise<T>;
  /** Keys held now (tests). */
  readonly size: number;
}

interface Held {
  /** Reads under way. */
  reads: Set<Promise<unknown>>;
  /** Settles when the last write queued (and so every write before it) is done; never rejects. */
  writes: Promise<void> | undefined;
}

export function createKeyLock(): KeyLock {
  const keys = new Map<string, Held>();
  const held = (key: string): Held => {
    let entry = keys.get(key);
    if (!entry) keys.set(key, (entry = { reads: new Set(), writes: undefined }));
    return entry;
  };
  const release = (key: string, entry: Held) => {
    if (keys.get(key) === entry && !entry.reads.size && !entry.writes) keys.delete(key);
  };
  return {
    async reading(key, read) {
      let entry = held(key);
      while (entry.writes) {
        await entry.writes;
        entry = held(key);
      }
      // Registered before `read` runs: a write queued from now on waits for it.
      const pending = (async () => read())();
      entry.reads.add(pending);
      try {
        return await pending;
      } finally {
        entry.reads.delete(pending);
        release(key, entry);
      }
    },
    async writing(key, write) {
      const entry = held(key);
      // No read starts while a write is queued: the reads under way now are all it waits for.
      const before = entry.writes;
      const reads = [...entry.reads];
      const done = (async () => {
        await before;
        await Promise.allSettled(reads);
        return write();
      })();
      const settled = done.then(
        () => undefined,
        () => undefined,
      );
      entry.writes = settled;
      try {
        return await done;
      } finally {
        if (entry.writes === settled) entry.writes = undefined;
        release(key, entry);
      }
    },
    get size() {
      return keys.size;
    },
  };
}
