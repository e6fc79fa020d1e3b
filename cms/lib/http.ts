// Shared request/response shapes of the REST layer and WordPress-style error bodies.

import type { IncomingHttpHeaders } from "node:http";
import type { RouteFaults } from "./faults.ts";
import type { ContentStore } from "./store.ts";
import type { SubmissionLog } from "./submissions.ts";

/** The preview user: can read (edit) pages and events, publishes and deletes nothing. */
export interface PreviewUser {
  id: number;
  login: string;
}

/** Who a request comes from: anonymous, or the preview user (cms/lib/auth.ts). */
export interface Viewer {
  user: PreviewUser | null;
}

export interface ApiRequest {
  method: string;
  /** the REST route, i.e. the path after /wp-json ("/wp/v2/pages") */
  route: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** the raw body, or "too_large" past the 1 MB limit */
  body(): Promise<Buffer | "too_large">;
}

export interface ApiResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface ApiContext {
  store: ContentStore;
  /** the public origin that replaces {{origin}} in every URL */
  origin: string;
  faults: RouteFaults;
  submissions: SubmissionLog;
  /** who is asking: anonymous, or the preview user (Application Password) */
  viewer: Viewer;
  /** application passwords are in use: a preview user is configured */
  applicationPasswords: boolean;
}

export function wpError(
  status: number,
  code: string,
  message: string,
  data: Record<string, unknown> = {},
): ApiResponse {
  return { status, body: { code, message, data: { status, ...data } } };
}

export const noRoute = (): ApiResponse =>
  wpError(404, "rest_no_route", "No route was found matching the URL and request method.");

/** "a and b", "a, b, and c" (WordPress's wp_sprintf_l list format, used in enum errors). */
export function listSentence(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")}, and ${items[items.length - 1]}`;
}
