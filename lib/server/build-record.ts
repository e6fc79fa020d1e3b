// What a build was made for, kept beside it (.next/vitrine-build.json): the site's public address,
// and the site's name its pages carry (WordPress's when the build read it), for what server.ts
// sends before any page has read WordPress's options again (its status pages).
// Pages are rendered at build time and served from the cache, so the SITE_URL in their canonical
// links, sharing tags and structured data is the build's. A server started with another SITE_URL
// would serve those pages with the old address until each is rendered again: server.ts refuses to
// start instead, naming the variable (README, "Configuration").
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { decode } from "html-entities";
import { defaultLanguage } from "../../config/site.ts";

const fileName = "vitrine-build.json";

export interface BuildRecord {
  siteUrl: string;
  /** The `og:site_name` of the home page the build rendered, if it did. */
  siteName?: string;
}

/** Notes what the build in `distDir` was made for (after a successful `next build`). */
export function writeBuildRecord(distDir: string, record: BuildRecord): void {
  writeFileSync(path.join(distDir, fileName), `${JSON.stringify(record, null, 2)}\n`);
}

/** The record of the build in `distDir`, or null for a build made without it (`next build` run directly). */
export function readBuildRecord(distDir: string): BuildRecord | null {
  try {
    const value = JSON.parse(readFileSync(path.join(distDir, fileName), "utf8")) as Partial<BuildRecord>;
    if (typeof value.siteUrl !== "string") return null;
    return typeof value.siteName === "string" && value.siteName
      ? { siteUrl: value.siteUrl, siteName: value.siteName }
      : { siteUrl: value.siteUrl };
  } catch {
    return null;
  }
}

/** The site's name on the home page the build in `distDir` rendered (its `og:site_name`), if any. */
export function renderedSiteName(distDir: string): string | undefined {
  try {
    const html = readFileSync(path.join(distDir, "server", "app", `${defaultLanguage}.html`), "utf8");
    const name = /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1];
    return name ? decode(name).trim() || undefined : undefined;
  } catch {
    return undefined;
  }
}

/** Why the build in `distDir` cannot be served with `siteUrl`, or null when it can. */
export function buildMismatch(distDir: string, siteUrl: string): string | null {
  const record = readBuildRecord(distDir);
  if (!record || record.siteUrl === siteUrl) return null;
  return [
    `SITE_URL is ${siteUrl}, but the pages of this build were rendered for ${record.siteUrl}`,
    "(their canonical links, sharing tags and structured data carry it).",
    `Build again with this SITE_URL (npm run build), or start with SITE_URL=${record.siteUrl}.`,
  ].join("\n");
}
