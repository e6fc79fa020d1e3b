// The lock that keeps one key's reads and writes apart (lib/cache/key-lock.ts): reads together,
// a write alone after the reads under way, reads and writes that come meanwhile after it, in order,
// failures releasing the key, and nothing kept for a key nothing holds.
import { describe, expect, it } from "vitest";
import { createKeyLock } from "../lib/cache/key-lock.ts";

/** A step that ends when told to, and says when it started. */
function step(name: string, log: string[]) {
  let end: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const run = () => {
    log.push(`${name} started`);
    return new Promise<string>((resolve, reject) => {
      end = (value) => {
        log.push(`${name} ended`);
        resolve(value);
      };
      fail = reject;
    });
  };
  return { run, end: (value = name) => end(value), fail: (error: Error) => fail(error) };
}

const turns = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("a key lock", () => {
  it("runs the reads of a key together, and the reads of other keys beside a write", async () => {
    const lock = createKeyLock();
    const log: string[] = [];
    const [a, b, write, other] = ["read a", "read b", "write", "read of another key"].map((name) => step(name, log));
    const reads = [lock.reading("k", a!.run), lock.reading("k", b!.run)];
    const writing = lock.writing("k", write!.run);
    const elsewhere = lock.reading("j", other!.run);
    await turns();
    expect(log).toEqual(["read a started", "read b started", "read of another key started"]);
    a!.end();
    b!.end();
    await turns();
    expect(log.slice(-1)).toEqual(["write started"]);
    write!.end();
    other!.end();
    expect(await Promise.all([...reads, writing, elsewhere])).toEqual([
      "read a",
      "read b",
      "write",
      "read of another key",
    ]);
    expect(lock.size).toBe(0);
  });

  it("makes the reads and writes that come during a write wait for it, in the order they came", async () => {
    const lock = createKeyLock();
    const log: string[] = [];
    const [first, read, second] = ["first write", "read", "second write"].map((name) => step(name, log));
    const writes = [lock.writing("k", first!.run)];
    const reading = lock.reading("k", read!.run);
    writes.push(lock.writing("k", second!.run));
    await turns();
    expect(log).toEqual(["first write started"]);
    first!.end();
    await turns();
    expect(log).toEqual(["first write started", "first write ended", "second write started"]);
    second!.end();
    await turns();
    expect(log.slice(-1)).toEqual(["read started"]);
    read!.end();
    await Promise.all([...writes, reading]);
    expect(lock.size).toBe(0);
  });

  it("does not let reads that started after a write hold it back", async () => {
    const lock = createKeyLock();
    const log: string[] = [];
    const [early, write, late] = ["early read", "write", "late read"].map((name) => step(name, log));
    const reading = lock.reading("k", early!.run);
    const writing = lock.writing("k", write!.run);
    const later = lock.reading("k", late!.run);
    await turns();
    early!.end();
    await turns();
    // The write runs once the early read is over, though the late read asked before it ran.
    expect(log).toEqual(["early read started", "early read ended", "write started"]);
    write!.end();
    await turns();
    late!.end();
    await Promise.all([reading, writing, later]);
  });

  it("gives a failure to its caller and releases the key", async () => {
    const lock = createKeyLock();
    const log: string[] = [];
    const [read, write, next] = ["read", "write", "next read"].map((name) => step(name, log));
    const reading = lock.reading("k", read!.run);
    const writing = lock.writing("k", write!.run);
    const after = lock.reading("k", next!.run);
    read!.fail(new Error("disk failed"));
    await expect(reading).rejects.toThrow("disk failed");
    await turns();
    write!.fail(new Error("disk full"));
    await expect(writing).rejects.toThrow("disk full");
    await turns();
    next!.end();
    expect(await after).toBe("next read");
    await expect(lock.reading("k", () => Promise.reject(new Error("at once")))).rejects.toThrow("at once");
    await expect(
      lock.writing("k", () => {
        throw new Error("thrown");
      }),
    ).rejects.toThrow("thrown");
    expect(lock.size).toBe(0);
  });
});
