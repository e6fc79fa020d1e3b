// Contact Form 7 submissions that were "sent": one JSON line each, appended to a file and awaited
// before the answer goes out, so none is lost.

import { appendFile, mkdir, readFile } from "node:fs/promises";
import path from "node:path";

export interface Submission {
  id: string;
  formId: number;
  receivedAt: string;
  locale: string;
  unitTag: string;
  userAgent: string;
  fields: Record<string, string>;
  /** The `_idempotency_key` it was posted with, if any (docs/wordpress/vitrine-contact-idempotency.php). */
  idempotencyKey?: string;
}

export class SubmissionLog {
  readonly file: string;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(file: string) {
    this.file = file;
  }

  async init(): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
  }

  /** Appends one line; appends are chained so concurrent submissions never interleave. */
  append(submission: Submission): Promise<void> {
    const write = this.#queue.then(() => appendFile(this.file, `${JSON.stringify(submission)}\n`, "utf8"));
    this.#queue = write.catch(() => undefined);
    return write;
  }

  /** Whether a message with this idempotency key was taken already. */
  async hasKey(key: string): Promise<boolean> {
    await this.#queue;
    return (await this.readAll()).some((submission) => submission.idempotencyKey === key);
  }

  async readAll(): Promise<Submission[]> {
    let text: string;
    try {
      text = await readFile(this.file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    const out: Submission[] = [];
    for (const line of text.split("\n")) {
      if (!line.trim()) continue;
      try {
        out.push(JSON.parse(line) as Submission);
      } catch {
        // a line cut short by a crash is skipped, the others are still read
      }
    }
    return out;
  }
}
