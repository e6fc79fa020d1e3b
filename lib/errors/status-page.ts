// The site's own status pages, which the site's server (server.ts) sends without Next.js: the 503
// page instead of the error Next.js rendered when WordPress cannot serve a page that was never
// rendered (lib/server/response-guard.ts), and the answers to requests it refuses before Next.js
// sees them (lib/server/request-gate.ts: 400, 403, 405, 411, 413, 414, 431); the nginx front's own
// answers are the same pages, written as files by deploy/nginx/render.ts. A self-contained
// document: it needs nothing that could be failing (no CMS data, no script, no other file), reads
// the same with JavaScript off, and links home (the 503 page, and the front's 500, 502 and 504,
// also to the same address, to try again). Its one <style> element is allowed by its hash in the
// page's policy.
import { themeColor, type Language } from "../../config/site.ts";
import { t } from "../i18n/messages.ts";
import { isUnavailableStatus, statusText, type PageStatus } from "../i18n/status-messages.ts";
import { homePath } from "../routing/canonical.ts";
import { escapeMarkup } from "../markup.ts";
import { documentTitle } from "../seo/title.ts";
import { hashSource } from "../security/inline-hashes.ts";

export type { PageStatus };

export interface StatusPage {
  html: string;
  /** The `'sha256-…'` source of its style sheet, for the page's policy. */
  styleHash: string;
}

const style = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#00172c;background:#eef2f6;line-height:1.6}
header{background:${themeColor};color:#fff;padding:1rem 1.25rem}
header a{color:#fff;font-weight:700;font-size:1.125rem;text-decoration:none}
main{max-width:44rem;margin:0 auto;padding:3.5rem 1.25rem 4rem}
.code{font-size:clamp(4rem,18vw,7rem);font-weight:800;line-height:1;margin:0 0 1rem;color:#596a7b}
h1{font-size:clamp(1.75rem,5vw,2.5rem);line-height:1.15;margin:0 0 1rem}
p{margin:0 0 1.5rem;font-size:1.125rem;color:#3d4f61}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
.actions a{display:inline-block;padding:.75rem 1.25rem;border-radius:.25rem;font-weight:700;text-decoration:none;border:2px solid ${themeColor}}
.primary{background:${themeColor};color:#fff}
.secondary{color:${themeColor}}
a:focus-visible{outline:3px solid #ffb81c;outline-offset:3px}
`;
const styleHash = hashSource(style);

export function statusPage(status: PageStatus, language: Language, siteName: string): StatusPage {
  const text = t(language);
  const { title, help } = statusText(language, status);
  const home = homePath(language);
  const actions = isUnavailableStatus(status)
    ? `<a class="primary" href="">${escapeMarkup(text.retry)}</a><a class="secondary" href="${home}">${escapeMarkup(text.backHome)}</a>`
    : `<a class="primary" href="${home}">${escapeMarkup(text.backHome)}</a>`;
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${themeColor}">
<title>${escapeMarkup(documentTitle(title, siteName))}</title>
<style>${style}</style>
</head>
<body>
<header><a href="${home}">${escapeMarkup(siteName)}</a></header>
<main>
<p class="code" aria-hidden="true">${status}</p>
<h1>${escapeMarkup(title)}</h1>
<p>${escapeMarkup(help)}</p>
<div class="actions">${actions}</div>
</main>
</body>
</html>
`;
  return { html, styleHash };
}

/** The hash of a status page's style sheet when `html` is one (a route handler's answer, app/api/preview), for its policy. */
export function statusPageStyleHashes(html: string): string[] {
  return html.includes(`<style>${style}</style>`) ? [styleHash] : [];
}

/** The same answer as one line of text, for a client that does not ask for HTML. */
export function statusLine(status: PageStatus, language: Language): string {
  const { title, help } = statusText(language, status);
  return `${status} ${title}. ${help}\n`;
}

/** The 503 page. */
export function unavailablePage(language: Language, siteName: string): StatusPage {
  return statusPage(503, language, siteName);
}
