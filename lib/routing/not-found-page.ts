// The site's 404 page as a route handler's answer (a route handler cannot render it): the page
// proxy.ts rewrites unknown addresses to, asked of this same server, with status 404. Its policy
// is computed by the response guard from the markup, like any page rendered for its request.
import { env } from "../../config/env.ts";
import type { Language } from "../../config/site.ts";
import { notFoundPrefix } from "./framework-paths.ts";

export async function notFoundPage(language: Language, headers: Record<string, string> = {}): Promise<Response> {
  const { host, port } = env();
  const origin = `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`;
  try {
    const page = await fetch(`${origin}${notFoundPrefix}${language}`, {
      headers: { accept: "text/html" },
      cache: "no-store",
      redirect: "manual",
    });
    if (page.status === 404 && /^text\/html\b/.test(page.headers.get("content-type") ?? "")) {
      return new Response(await page.text(), {
        status: 404,
        headers: { ...headers, "content-type": page.headers.get("content-type") ?? "text/html; charset=utf-8" },
      });
    }
  } catch {
    // This server cannot be asked (it is stopping): the short answer below.
  }
  return new Response("Not Found", {
    status: 404,
    headers: { ...headers, "content-type": "text/plain; charset=utf-8" },
  });
}
