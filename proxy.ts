// Next's request hook: the language is the first path segment; anything else is French,
// served from the /fr tree without changing the address (`/vivre` shows `/fr/vivre`).
// Every page also gets a fresh CSP nonce (lib/security): Next puts it on its own scripts.
import { NextResponse, type NextRequest } from "next/server";
import { defaultLanguage, isLanguage } from "./config/site.ts";
import { pagePolicy } from "./lib/security/site.ts";

export function proxy(request: NextRequest) {
  // Next reads the nonce from the request's policy header (so do server components).
  const policy = pagePolicy();
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = route(request, headers);
  response.headers.set("content-security-policy", policy);
  return response;
}

function route(request: NextRequest, headers: Headers): NextResponse {
  const { pathname } = request.nextUrl;
  const first = pathname.split("/")[1];
  if (isLanguage(first)) return NextResponse.next({ request: { headers } });
  const url = request.nextUrl.clone();
  url.pathname = `/${defaultLanguage}${pathname === "/" ? "" : pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Framework files, route handlers and root metadata files are not pages.
  matcher: ["/((?!_next/|api/|favicon\\.ico|icon|apple-icon|manifest\\.webmanifest|robots\\.txt|sitemap|sw\\.js).*)"],
};
