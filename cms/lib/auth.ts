// WordPress core's Application Passwords over HTTP Basic auth (wp_authenticate_application_password()
// and rest_application_password_check_errors()), for one least-privilege preview user: the user the
// site reads drafts, pending posts, revisions and autosaves with.
//
// As in WordPress: no Authorization header (or another scheme) is an anonymous request; while no
// application password exists (no preview user configured) Basic credentials are ignored; wrong
// credentials fail every /wp-json request with 401, public routes included. The CMS behaves like a
// WordPress whose environment type is "local", where application passwords work over plain HTTP.

import { timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { wpError } from "./http.ts";
import type { ApiResponse, Viewer } from "./http.ts";

export interface PreviewCredentials {
  /** the user's login */
  user: string;
  /** the application password, as WordPress shows it ("abcd efgh ijkl mnop qrst uvwx") */
  password: string;
}

/** The demo preview user's credentials, used when the admin API is on and none are configured. */
export const DEMO_PREVIEW_CREDENTIALS: PreviewCredentials = {
  user: "vitrine-preview",
  password: "demo Prev iewO nly0 Pass word",
};

export const PREVIEW_USER_ID = 4;

export const ANONYMOUS: Viewer = { user: null };

/** WordPress keeps only letters and digits of an application password (spaces are for reading). */
export const stripApplicationPassword = (password: string): string => password.replace(/[^a-z\d]/gi, "");

/** Refuses credentials WordPress could never have issued; null when they are usable. */
export function credentialsProblem(credentials: PreviewCredentials): string | null {
  if (credentials.user.trim() === "" || credentials.user.includes(":"))
    return "the user must be a WordPress login (not empty, no colon)";
  if (stripApplicationPassword(credentials.password).length < 16)
    return "the application password must have at least 16 letters and digits (WordPress makes 24)";
  return null;
}

/** is_email(), roughly: enough to choose WordPress's "unknown email" message over "unknown username". */
const looksLikeEmail = (value: string): boolean => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);

function basicCredentials(headers: IncomingHttpHeaders): { user: string; password: string } | null {
  const header = headers.authorization;
  if (!header) return null;
  const match = /^Basic\s+(\S+)\s*$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1] ?? "", "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null; // PHP sets no PHP_AUTH_USER without a colon
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The viewer of a request, or WordPress's 401 for credentials that do not match. */
export function authenticate(
  headers: IncomingHttpHeaders,
  credentials: PreviewCredentials | null,
): Viewer | ApiResponse {
  const given = basicCredentials(headers);
  if (!given || !credentials) return ANONYMOUS;
  const known = given.user.toLowerCase() === credentials.user.toLowerCase();
  if (!known) {
    return looksLikeEmail(given.user)
      ? wpError(
          401,
          "invalid_email",
          "<strong>Error:</strong> Unknown email address. Check again or try your username.",
        )
      : wpError(
          401,
          "invalid_username",
          "<strong>Error:</strong> Unknown username. Check again or try your email address.",
        );
  }
  if (!sameText(stripApplicationPassword(given.password), stripApplicationPassword(credentials.password))) {
    return wpError(401, "incorrect_password", "The provided password is an invalid application password.");
  }
  return { user: { id: PREVIEW_USER_ID, login: credentials.user } };
}

/** rest_authorization_required_code(): 401 for an anonymous request, 403 for a logged-in user. */
export const authorizationCode = (viewer: Viewer): number => (viewer.user ? 403 : 401);
