// The journal of edits not yet through every copy (lib/cache/edit-journal.ts): what a restart
// finds of the webhooks the previous run took in.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEditJournal } from "../lib/cache/edit-journal.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function journalFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-journal-"));
  dirs.push(dir);
  // In a directory the journal makes (Next's cache directory may not exist yet).
  return path.join(dir, "cache", "edits.jsonl");
}

describe("the journal of edits", () => {
  it("keeps each body once, in order, and gives them to the next run, which finds them even after a stop", () => {
    const file = journalFile();
    const journal = createEditJournal(file, { maxEntries: 10 });
    journal.record({ post_type: "page", id: 163 });
    journal.record({ post_type: "options" });
    journal.record({ post_type: "page", id: 163 });
    // Another process (the next run) reads what this one wrote.
    const next = createEditJournal(file, { maxEntries: 10 });
    expect(next.take()).toEqual([{ post_type: "page", id: 163 }, { post_type: "options" }]);
    expect(next.take()).toEqual([]);
  });

  it("forgets everything once the edits went through", () => {
    const file = journalFile();
    const journal = createEditJournal(file, { maxEntries: 10 });
    journal.record({ post_type: "events", id: 1028 });
    journal.clear();
    expect(createEditJournal(file, { maxEntries: 10 }).take()).toEqual([]);
    // Recorded again after a clear: written again.
    journal.record({ post_type: "events", id: 1028 });
    expect(createEditJournal(file, { maxEntries: 10 }).take()).toEqual([{ post_type: "events", id: 1028 }]);
  });

  it("keeps the newest bodies past its bound, and skips a line cut by a stop", () => {
    const file = journalFile();
    const journal = createEditJournal(file, { maxEntries: 3 });
    for (let id = 1; id <= 5; id++) journal.record({ post_type: "page", id });
    expect(readFileSync(file, "utf8").trim().split("\n")).toHaveLength(3);
    writeFileSync(file, `${readFileSync(file, "utf8")}{"post_type":"pa`);
    expect(createEditJournal(file, { maxEntries: 3 }).take()).toEqual([
      { post_type: "page", id: 3 },
      { post_type: "page", id: 4 },
      { post_type: "page", id: 5 },
    ]);
  });

  it("says once per failure when it cannot write, and never throws", () => {
    const file = journalFile();
    writeFileSync(path.dirname(path.dirname(file)) + "/cache", "a file where its directory should be");
    const log = { warn: vi.fn() };
    const journal = createEditJournal(file, { maxEntries: 3, log });
    expect(() => journal.record({ post_type: "options" })).not.toThrow();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/could not be written/);
    expect(journal.take()).toEqual([]);
  });
});
