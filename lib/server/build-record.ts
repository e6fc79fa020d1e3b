// What a build was made for, kept beside it (.next/vitrine-build.json): the site's public address,
// and the site's name its pages carry (WordPress's when the build read it), for what server.ts
// sends before any page has read WordPress's options again (its status pages).
// Pages are rendered at build time and served from the cache, so the SITE_URL in their canonical
// links, sharing tags and structured data is the build's. A server started with another SITE_URL
// would serve those pages with the old address until each is rendered again: server.ts refuses to
// start instead, naming the variable (docs/settings.md). The same goes for the third
// parties behind the consent banner (GTM_ID, HEATMAP_ID and their script addresses): the pages
// carry the banner and what it loads as the build saw them, while the Content-Security-Policy
// follows the running server; with other values the two would disagree (a policy open to Google
// on pages that show no banner, or a banner loading a script the policy refuses).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { decode } from "html-entities";
import { defaultLanguage } from "../../config/site.ts";

const fileName = "vitrine-build.json";

/** The settings of the third parties behind the consent banner, as the pages were rendered with them (absent: unset). */
export interface ThirdPartySettings {
  GTM_ID?: string;
  GTM_SCRIPT_URL?: string;
  HEATMAP_ID?: string;
  HEATMAP_SCRIPT_URL?: string;
}

export interface BuildRecord {
  siteUrl: string;
  /** The `og:site_name` of the home page the build rendered, if it did. */
  siteName?: string;
  /** Absent in a record written before the builds noted them: not checked. */
  thirdParties?: ThirdPartySettings;
}

const thirdPartyNames = ["GTM_ID", "GTM_SCRIPT_URL", "HEATMAP_ID", "HEATMAP_SCRIPT_URL"] as const;

/** The third-party settings of a validated environment (a script address counts only with its id). */
export function thirdPartySettings(config: {
  tagManager: { id: string; scriptUrl: string } | null;
  heatmap: { id: string; scriptUrl: string } | null;
}): ThirdPartySettings {
  return {
    ...(config.tagManager ? { GTM_ID: config.tagManager.id, GTM_SCRIPT_URL: config.tagManager.scriptUrl } : {}),
    ...(config.heatmap ? { HEATMAP_ID: config.heatmap.id, HEATMAP_SCRIPT_URL: config.heatmap.scriptUrl } : {}),
  };
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
    const record: BuildRecord = { siteUrl: value.siteUrl };
    if (typeof value.siteName === "string" && value.siteName) record.siteName = value.siteName;
    if (typeof value.thirdParties === "object" && value.thirdParties !== null) {
      const recorded = value.thirdParties as Record<string, unknown>;
      record.thirdParties = Object.fromEntries(
        thirdPartyNames.flatMap((name) => (typeof recorded[name] === "string" ? [[name, recorded[name]]] : [])),
      );
    }
    return record;
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

/**
 * Why the build in `distDir` cannot be served with these third-party settings (the consent banner
 * its pages carry would not match the Content-Security-Policy the server sends), or null.
 */
export function thirdPartyMismatch(distDir: string, settings: ThirdPartySettings): string | null {
  const built = readBuildRecord(distDir)?.thirdParties;
  if (!built) return null;
  const differing = thirdPartyNames.filter((name) => built[name] !== settings[name]);
  if (differing.length === 0) return null;
  const show = (values: ThirdPartySettings, name: (typeof thirdPartyNames)[number]) =>
    values[name] === undefined ? `${name} unset` : `${name}=${values[name]}`;
  return [
    `${differing.map((name) => show(settings, name)).join(", ")}: this build was made with ${differing.map((name) => show(built, name)).join(", ")}.`,
    "Its pages carry the consent banner for the build's third parties, while the Content-Security-Policy",
    "would follow these settings: a page could open to a tracker it shows no banner for, or load one the policy refuses.",
    `Build again with these settings (npm run build), or start with the build's: ${thirdPartyNames.map((name) => show(built, name)).join(", ")}.`,
  ].join("\n");
}
