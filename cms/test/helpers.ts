// Test helpers: each test file starts its own CMS on a free port with the admin API on and a
// temporary submissions file, and closes it at the end.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before } from "node:test";
import { startCms } from "../server.ts";
import type { CmsOptions, RunningCms } from "../server.ts";

export interface TestCms {
  url: string;
  submissionsFile: string;
  /** fetch a path on the CMS ("/wp-json/wp/v2/pages") */
  get(path: string, init?: RequestInit): Promise<Response>;
  /** GET and parse JSON, asserting nothing */
  json<T = unknown>(path: string): Promise<{ status: number; headers: Headers; body: T }>;
  /** call the admin API with a JSON body */
  admin<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

/** Registers before/after hooks that start and stop a CMS for the current test file. */
export function cmsFixture(options: CmsOptions = {}): TestCms {
  let cms: RunningCms | undefined;
  let dir = "";
  const handle: TestCms = {
    url: "",
    submissionsFile: "",
    get: (p, init) => fetch(`${handle.url}${p}`, init),
    async json<T>(p: string) {
      const response = await fetch(`${handle.url}${p}`);
      return { status: response.status, headers: response.headers, body: (await response.json()) as T };
    },
    async admin<T>(method: string, p: string, body?: unknown) {
      const response = await fetch(`${handle.url}${p}`, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
  };
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vitrine-cms-"));
    handle.submissionsFile = path.join(dir, "submissions.jsonl");
    cms = await startCms({ port: 0, admin: true, quiet: true, submissionsFile: handle.submissionsFile, ...options });
    handle.url = cms.url;
  });
  after(async () => {
    await cms?.close();
    await rm(dir, { recursive: true, force: true });
  });
  return handle;
}

export interface Post {
  id: number;
  slug: string;
  link: string;
  type: string;
  lang: string;
  parent?: number;
  translations: Record<string, number>;
  title: { rendered: string };
  content: { rendered: string };
  acf: Record<string, unknown> | unknown[];
  yoast_head_json: Record<string, unknown>;
  modified: string;
  modified_gmt: string;
  [key: string]: unknown;
}

/** Builds a CF7 multipart body. */
export function cf7Form(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}
