// A site server of a spec's own, on a private copy of the build the suite made.
//
// Next keeps the pages it renders on disk, in the build's directory (.next/server), and a server
// that has a page in no memory of its own reads it from there: a page another server rendered
// (with its CMS's addresses, its SITE_URL, an edit a spec made) would be served by the suite's
// shared server. So a spec that runs a server against its own CMS gets a copy of .next (without
// .next/cache) in a temporary directory whose other entries are links to the repository's, and
// runs server.ts from there (Node keeps the links' paths, so Next's directory is the copy).
import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startCms, type RunningCms } from "../cms/server.ts";
import { freePort } from "../scripts/lib/free-port.ts";
import { serverNodeFlags } from "../scripts/lib/runtime.ts";
import { suiteSiteUrl } from "./helpers.ts";
import { runLog } from "./run-logs.ts";
import { suiteThirdParties } from "./suite-third-parties.ts";
import { expect, test } from "@playwright/test";

const root = fileURLToPath(new URL("..", import.meta.url));
/** Not linked into the copy: the build (copied instead) and what tests write. */
const skipped = new Set([".next", ".git", "test-results", "playwright-report", "blob-report"]);

export interface PrivateSite {
  /** The server running now (a new one after `restart`). */
  readonly child: ChildProcess;
  /** Resolves with the exit code once the server running now has stopped. */
  readonly exited: Promise<number | null>;
  /** What the server printed so far (for a failure's message): its last 4,000 characters. */
  output(): string;
  /** Everything the server printed since it started (its first start, across restarts). */
  printed(): string;
  /** Stops the server (SIGTERM) and waits until it has. */
  stop(): Promise<void>;
  /** Stops the server, then starts it again on the same copy of the build (what it rendered stays). */
  restart(): Promise<void>;
  /** Stops the server if it runs, then removes the copy. */
  remove(): Promise<void>;
}

/**
 * Removes, from a copy of the build, what the build prerendered from the suite's CMS (the pages of
 * both languages, their feeds and calendars, the search index, the sitemaps): a site reading
 * another backend (a real WordPress) then renders each of them from it on its first request.
 */
async function removePrerendered(next: string): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(next, "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, unknown>;
  };
  for (const route of Object.keys(manifest.routes)) {
    if (!/^\/(fr|en)(\/|$)|^\/api\/search-index$|^\/sitemap/.test(route)) continue;
    for (const suffix of [".html", ".rsc", ".meta", ".body", ".segments"])
      await rm(path.join(next, "server", "app", `${route}${suffix}`), { recursive: true, force: true });
  }
}

/**
 * Starts server.ts on a copy of the build, with `env` added to this process's environment;
 * `prerendered: false` removes what the build prerendered (removePrerendered).
 */
export async function startPrivateSite(
  env: Record<string, string>,
  options: { prerendered?: boolean } = {},
): Promise<PrivateSite> {
  const dir = await mkdtemp(path.join(tmpdir(), "vitrine-site-"));
  for (const entry of await readdir(root)) {
    if (!skipped.has(entry)) await symlink(path.join(root, entry), path.join(dir, entry));
  }
  // Without Next's caches: its data cache (.next/cache) and the pages another server rendered on
  // this build since (.next/server/route-cache), read from another CMS; the build's own pages stay.
  const skippedCaches = new Set([path.join(root, ".next", "cache"), path.join(root, ".next", "server", "route-cache")]);
  await cp(path.join(root, ".next"), path.join(dir, ".next"), {
    recursive: true,
    filter: (source) => !skippedCaches.has(source),
  });
  if (options.prerendered === false) await removePrerendered(path.join(dir, ".next"));
  // Kept for a failure's message, not printed; and in the run's logs, read for secrets at its end.
  const printed: string[] = [];
  const serverEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env };
  const keep = runLog(path.basename(test.info().file, ".spec.ts"), serverEnv);
  const spawnServer = () => {
    const child = spawn(
      process.execPath,
      [...serverNodeFlags, "--preserve-symlinks", "--preserve-symlinks-main", path.join(dir, "server.ts")],
      { cwd: dir, env: serverEnv, stdio: ["ignore", "pipe", "pipe"] },
    );
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    for (const stream of [child.stdout, child.stderr])
      stream?.on("data", (chunk: Buffer) => {
        printed.push(chunk.toString());
        keep(chunk.toString());
      });
    return { child, exited };
  };
  let current = spawnServer();
  async function stop(): Promise<void> {
    if (current.child.exitCode === null && current.child.signalCode === null) current.child.kill("SIGTERM");
    await current.exited;
  }
  return {
    get child() {
      return current.child;
    },
    get exited() {
      return current.exited;
    },
    output: () => printed.join("").slice(-4000),
    printed: () => printed.join(""),
    stop,
    async restart() {
      await stop();
      current = spawnServer();
    },
    async remove() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until the site answers its health check at `origin`; fails with its output if it exits first. */
export async function untilAnswering(site: PrivateSite, origin: string): Promise<void> {
  await expect
    .poll(
      async () => {
        if (site.child.exitCode !== null)
          throw new Error(`the site exited with ${site.child.exitCode}:\n${site.output()}`);
        return fetch(`${origin}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      { message: `the site at ${origin} answers`, timeout: 90_000 },
    )
    .toBe(true);
}

/**
 * A private site reading `wordpressUrl` on a free loopback port (or `port`), with the suite's
 * SITE_URL and third parties (the build's); `env` adds to that. Resolves once it answers.
 */
export async function startSiteOf(
  wordpressUrl: string,
  env: Record<string, string> = {},
  port?: number,
  options: { prerendered?: boolean } = {},
): Promise<{ site: PrivateSite; origin: string; port: number }> {
  const sitePort = port ?? (await freePort());
  const origin = `http://127.0.0.1:${sitePort}`;
  const site = await startPrivateSite(
    {
      WORDPRESS_URL: wordpressUrl,
      HOST: "127.0.0.1",
      PORT: String(sitePort),
      SITE_URL: suiteSiteUrl,
      ...suiteThirdParties(),
      ...env,
    },
    options,
  );
  try {
    await untilAnswering(site, origin);
  } catch (error) {
    await site.remove();
    throw error;
  }
  return { site, origin, port: sitePort };
}

/** A spec's own CMS and the private site reading it, and their files' directory. */
export interface OwnSite {
  cms: RunningCms;
  site: PrivateSite;
  origin: string;
  port: number;
  /** A temporary directory for the spec's files (the CMS's submissions are there). */
  dir: string;
  /** Stops the site and the CMS and removes the directory. */
  close(): Promise<void>;
}

/**
 * An embedded CMS of a spec's own (admin API on, quiet; `name` names its temporary directory) and
 * a private site reading it (`startSiteOf`), with `env(dir)` added to the site's settings.
 */
export async function startOwnSite(
  name: string,
  env: (dir: string) => Record<string, string> = () => ({}),
): Promise<OwnSite> {
  const dir = await mkdtemp(path.join(tmpdir(), `vitrine-${name}-`));
  let cms: RunningCms | undefined;
  try {
    cms = await startCms({ port: 0, admin: true, quiet: true, submissionsFile: path.join(dir, "submissions.jsonl") });
    const { site, origin, port } = await startSiteOf(cms.url, env(dir));
    const own = cms;
    return {
      cms: own,
      site,
      origin,
      port,
      dir,
      async close() {
        await site.remove();
        await own.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await cms?.close();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
