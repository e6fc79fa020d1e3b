// Next's request hook: the language is the first path segment; anything else is French,
// served from the /fr tree without changing the address (`/vivre` shows `/fr/vivre`).
import { NextResponse, type NextRequest } from "next/server";
import { defaultLanguage, isLanguage } from "./config/site.ts";

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const first = pathname.split("/")[1];
  if (isLanguage(first)) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `/${defaultLanguage}${pathname === "/" ? "" : pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Framework files, route handlers and root metadata files are not pages.
  matcher: ["/((?!_next/|api/|favicon\\.ico|icon|apple-icon|manifest\\.webmanifest|robots\\.txt|sitemap|sw\\.js).*)"],
};
