// Test helpers for the contact form: the embedded CMS in-process (admin on, submissions in a
// temporary folder), its admin API, and a client that alters what it posts.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startCms, type RunningCms } from "../cms/server.ts";
import type { WordPressClient } from "../lib/wordpress/client.ts";

export const feedbackRoute = "POST /contact-form-7/v1/contact-forms/:id/feedback";

export interface TestCms {
  url: string;
  /** Messages the CMS accepted (its submissions file). */
  submissions(): Promise<
    Array<{ formId: number; locale: string; unitTag: string; userAgent: string; fields: Record<string, string> }>
  >;
  /** How many feedback POSTs reached the CMS since the last reset. */
  feedbackPosts(): Promise<number>;
  faults(faults: Record<string, unknown>): Promise<void>;
  /** Heals faults and resets the request counts. */
  heal(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestCms(): Promise<TestCms> {
  const dir = await mkdtemp(path.join(tmpdir(), "vitrine-contact-"));
  const cms: RunningCms = await startCms({
    port: 0,
    admin: true,
    quiet: true,
    submissionsFile: path.join(dir, "submissions.jsonl"),
  });
  const admin = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${cms.url}/__cms/${route}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`CMS admin ${method} ${route}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  return {
    url: cms.url,
    submissions: () => admin("GET", "submissions") as ReturnType<TestCms["submissions"]>,
    async feedbackPosts() {
      const stats = (await admin("GET", "stats")) as { routes: Record<string, number> };
      return stats.routes[feedbackRoute] ?? 0;
    },
    async faults(faults) {
      await admin("POST", "faults", faults);
    },
    async heal() {
      await admin("DELETE", "faults");
      await admin("DELETE", "stats");
    },
    async close() {
      await cms.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A client that posts what `alter` makes of each body (to make WordPress refuse a request). */
export function tamperedClient(
  client: WordPressClient,
  alter: (body: FormData) => FormData | URLSearchParams,
): WordPressClient {
  return {
    ...client,
    postForm: (route, body, headers) => client.postForm(route, alter(body) as FormData, headers),
  };
}

export const browserUserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
