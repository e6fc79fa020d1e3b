// The admin API for tests and benchmarks (only when admin is on): persisted submissions, request
// statistics, fault injection, content edits and reset.

import type { IncomingMessage } from "node:http";
import { POST_TYPES, REST_BASE } from "../content/site.ts";
import { NO_FAULTS, mergeFaults } from "./faults.ts";
import type { Faults } from "./faults.ts";
import { isObject } from "./json.ts";
import { polylangSwitch } from "./polylang-free.ts";
import { PatchError } from "./store.ts";
import type { ContentStore } from "./store.ts";
import type { SubmissionLog } from "./submissions.ts";

export interface Stats {
  since: string;
  total: number;
  routes: Record<string, number>;
}

export interface AdminState {
  store: ContentStore;
  submissions: SubmissionLog;
  faults: Faults;
  stats: Stats;
  /** False: answers as with the free Polylang, without `translations` (polylang-free.ts). */
  translations: boolean;
  now(): Date;
}

export const freshStats = (): Stats => ({ since: new Date().toISOString(), total: 0, routes: {} });

export interface AdminAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const error = (status: number, message: string): AdminAnswer => ({ status, body: { error: message } });

async function jsonBody(body: () => Promise<Buffer | "too_large">): Promise<{ value: unknown } | AdminAnswer> {
  const raw = await body();
  if (raw === "too_large") return error(413, "The body is larger than 1 MB.");
  try {
    return { value: JSON.parse(raw.toString("utf8") || "null") };
  } catch {
    return error(400, "The body is not valid JSON.");
  }
}

export async function handleAdmin(
  req: IncomingMessage,
  path: string,
  body: () => Promise<Buffer | "too_large">,
  state: AdminState,
): Promise<AdminAnswer> {
  const method = req.method ?? "GET";
  const route = path.replace(/\/+$/, "");
  const allow = (methods: string[]): AdminAnswer | null =>
    methods.includes(method)
      ? null
      : { ...error(405, `Use ${methods.join(" or ")}.`), headers: { Allow: methods.join(", ") } };

  if (route === "/__cms/submissions") {
    return allow(["GET"]) ?? { status: 200, body: await state.submissions.readAll() };
  }
  if (route === "/__cms/stats") {
    const refused = allow(["GET", "DELETE"]);
    if (refused) return refused;
    if (method === "DELETE") state.stats = freshStats();
    return { status: 200, body: state.stats };
  }
  if (route === "/__cms/faults") {
    const refused = allow(["GET", "POST", "DELETE"]);
    if (refused) return refused;
    if (method === "DELETE") state.faults = { ...NO_FAULTS };
    if (method === "POST") {
      const parsed = await jsonBody(body);
      if (!("value" in parsed)) return parsed;
      const merged = mergeFaults(state.faults, parsed.value);
      if ("error" in merged) return error(400, merged.error);
      state.faults = merged.faults;
    }
    return { status: 200, body: state.faults };
  }
  if (route === "/__cms/reset") {
    const refused = allow(["POST"]);
    if (refused) return refused;
    const changed = state.store.reset();
    const translationsRestored = !state.translations;
    state.faults = { ...NO_FAULTS };
    state.stats = freshStats();
    state.translations = true;
    return { status: 200, body: { reset: true, changed, translationsRestored } };
  }
  if (route === "/__cms/polylang") {
    const refused = allow(["GET", "POST"]);
    if (refused) return refused;
    const parsed = method === "POST" ? await jsonBody(body) : { value: null };
    if (!("value" in parsed)) return parsed;
    const next = polylangSwitch(method, parsed.value, state.translations);
    if ("error" in next) return error(400, next.error);
    state.translations = next.translations;
    return { status: 200, body: next };
  }
  if (route === "/__cms/options") {
    const refused = allow(["GET", "PATCH"]);
    if (refused) return refused;
    if (method === "GET") return { status: 200, body: { acf: state.store.options } };
    const parsed = await jsonBody(body);
    if (!("value" in parsed)) return parsed;
    if (!isObject(parsed.value)) return error(400, "The body must be a JSON object.");
    return { status: 200, body: { acf: state.store.patchOptions(parsed.value) } };
  }
  const content = /^\/__cms\/content\/([a-z]+)\/(\d+)$/.exec(route);
  if (content) {
    const type = POST_TYPES.find((t) => REST_BASE[t] === content[1]);
    if (!type) return error(404, `Unknown content type "${content[1]}". Use pages, events or societies.`);
    const id = Number(content[2]);
    const refused = allow(["GET", "PATCH"]);
    if (refused) return refused;
    if (method === "GET") {
      const post = state.store.get(type, id);
      return post ? { status: 200, body: post } : error(404, `No ${content[1]} with id ${id}.`);
    }
    const parsed = await jsonBody(body);
    if (!("value" in parsed)) return parsed;
    if (!isObject(parsed.value)) return error(400, "The body must be a JSON object.");
    try {
      return { status: 200, body: state.store.patchPost(type, id, parsed.value, state.now()) };
    } catch (e) {
      if (e instanceof PatchError) return error(e.message.startsWith("No ") ? 404 : 400, e.message);
      throw e;
    }
  }
  return error(404, "Unknown admin route. See cms/README.md.");
}
