// The edits an instance has taken in and not yet taken through every copy (lib/cache/invalidation.ts),
// kept on disk so that a restart does not lose them: Next keeps its stale marks in memory only
// (without REDIS_URL), so an edit whose pages were still being rendered when the process stopped
// would otherwise leave them as they were, served as fresh, and the front's copies unpurged.
// The webhook's route records each change's body; the pipeline forgets them all once nothing is
// left to render or purge; the server, once listening, takes them and sends each to its own webhook
// again (server.ts). One JSON body per line; a line that does not parse is skipped.
import { appendFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface EditJournal {
  /** Keeps a webhook's body (a body kept already is not written twice). */
  record(body: unknown): void;
  /** Forgets every body kept: the edits went through. */
  clear(): void;
  /** The bodies kept, oldest first, forgotten by the journal (they are sent again, and so kept again). */
  take(): unknown[];
}

export interface EditJournalOptions {
  /** Bodies kept at most: past that, the oldest go (each edit renders every page again anyway). */
  maxEntries: number;
  log?: Pick<Console, "warn">;
}

export function createEditJournal(file: string, options: EditJournalOptions): EditJournal {
  /** The lines written since the journal was last emptied (this process's view of the file). */
  const lines = new Set<string>();
  const warn = (what: string, error: unknown) =>
    options.log?.warn(
      `[invalidation] the journal of edits (${file}) could not be ${what}: ${error instanceof Error ? error.message : String(error)}`,
    );
  const read = (): string[] => {
    try {
      return readFileSync(file, "utf8").split("\n").filter(Boolean);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") warn("read", error);
      return [];
    }
  };
  const clear = () => {
    lines.clear();
    try {
      rmSync(file, { force: true });
    } catch (error) {
      warn("emptied", error);
    }
  };
  return {
    record(body) {
      const line = JSON.stringify(body);
      if (line === undefined || lines.has(line)) return;
      lines.add(line);
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        if (lines.size <= options.maxEntries) return appendFileSync(file, `${line}\n`);
        // Past the bound: the newest only, written whole and then put in place.
        const kept = [...lines].slice(-options.maxEntries);
        lines.clear();
        for (const each of kept) lines.add(each);
        writeFileSync(`${file}.next`, `${kept.join("\n")}\n`);
        renameSync(`${file}.next`, file);
      } catch (error) {
        warn("written", error);
      }
    },
    clear,
    take() {
      const bodies: unknown[] = [];
      for (const line of new Set(read())) {
        try {
          bodies.push(JSON.parse(line));
        } catch {
          // A line cut by a stop while it was written.
        }
      }
      clear();
      return bodies.slice(-options.maxEntries);
    },
  };
}
