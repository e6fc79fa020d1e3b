// Shared by start, build and dev: validated configuration, the embedded CMS when no WordPress
// is configured, and Next.js run as a child process on this same Node.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigurationError, parseEnv, type Env } from "../../config/env.ts";
import { renderedSiteName, thirdPartySettings, writeBuildRecord } from "../../lib/server/build-record.ts";
import type { RunningCms } from "../../cms/server.ts";

export const root = fileURLToPath(new URL("../..", import.meta.url));
const nextBin = fileURLToPath(new URL("../../node_modules/next/dist/bin/next", import.meta.url));
const serverEntry = fileURLToPath(new URL("../../server.ts", import.meta.url));

/**
 * Node's flags for the production server, wherever it is started (npm run serve and start, the
 * cluster, the benchmark, the end-to-end tests' private sites). `--max-semi-space-size=8` (MiB):
 * with V8's default the young generation grows to about 100 MiB under a sustained load and stays
 * there; measured on one machine, 50 connections over the 8 benchmark pages for 30 s, the server's
 * RSS under load was 326 MiB by default, 248 MiB with 8 and 214 MiB with 4, at rates within the
 * run-to-run spread of each other (7,071, 7,753 and 8,065 req/s). A server started by hand keeps
 * it: `node --max-semi-space-size=8 server.ts` (docs/operations/production.md).
 */
export const serverNodeFlags = ["--max-semi-space-size=8"] as const;
/** `process.execPath`'s arguments that run the production server of this checkout. */
export const serverArgs = [...serverNodeFlags, serverEntry];

/** The validated configuration, or a clear message and exit 1. */
export function loadConfig(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

export interface Backend {
  /** Environment for Next.js: WORDPRESS_URL always set. */
  env: NodeJS.ProcessEnv;
  cms: RunningCms | undefined;
  describe(): string;
}

/** Starts the embedded CMS when WORDPRESS_URL is unset; otherwise uses the configured WordPress. */
export async function startBackend(config: Env): Promise<Backend> {
  if (!config.usesEmbeddedCms) {
    return {
      env: { ...process.env, WORDPRESS_URL: config.wordpressUrl },
      cms: undefined,
      describe: () => `WordPress:  ${config.wordpressUrl}/wp-json`,
    };
  }
  const { startCms } = await import("../../cms/server.ts");
  const { DEMO_PREVIEW_CREDENTIALS } = await import("../../cms/lib/auth.ts");
  const { VARIANTS, isVariant } = await import("../../cms/lib/variants.ts");
  const variant = process.env.CMS_VARIANT || undefined;
  if (variant !== undefined && !isVariant(variant)) {
    console.error(
      `\nCMS_VARIANT must be one of ${VARIANTS.join(", ")} (got "${variant}"); see cms/README.md, "Variants".\n`,
    );
    process.exit(1);
  }
  // Editor preview works out of the box: the CMS's preview user (WORDPRESS_PREVIEW_USER and
  // WORDPRESS_PREVIEW_PASSWORD when set, else its demo user) and PREVIEW_SECRET, else a random one
  // for this run. Neither the password nor the secret is ever printed.
  const previewUser = config.preview
    ? { user: config.preview.user, password: config.preview.password }
    : DEMO_PREVIEW_CREDENTIALS;
  const previewSecret =
    config.preview?.secret ?? (process.env.PREVIEW_SECRET?.trim() || randomBytes(32).toString("base64url"));
  let cms: RunningCms;
  try {
    cms = await startCms({
      variant,
      port: config.cmsPort,
      host: "127.0.0.1",
      admin: process.env.CMS_ADMIN === "1",
      scale: process.env.CMS_SCALE ? Number(process.env.CMS_SCALE) : 0,
      preview: previewUser,
      quiet: true,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "EADDRINUSE"
        ? `port ${config.cmsPort} is already in use; set CMS_PORT to a free port or stop what uses it`
        : String(error);
    console.error(`\nThe embedded CMS could not start: ${reason}.\n`);
    process.exit(1);
  }
  return {
    env: {
      ...process.env,
      WORDPRESS_URL: cms.url,
      PREVIEW_SECRET: previewSecret,
      WORDPRESS_PREVIEW_USER: previewUser.user,
      WORDPRESS_PREVIEW_PASSWORD: previewUser.password,
    },
    cms,
    describe: () =>
      `CMS:        ${cms.url}/wp-json (embedded demo content${variant ? `, variant "${variant}"` : ""}${process.env.CMS_ADMIN === "1" ? ", admin API on" : ""}, editor preview as "${previewUser.user}")`,
  };
}

/**
 * `next build`, starting from WordPress's current content: the data cache in .next/cache outlives
 * builds, and a new build must not serve answers an earlier one read (another WordPress, older
 * content). Compiler caches are kept.
 */
export function runBuild(env: NodeJS.ProcessEnv): { child: ChildProcess; exited: Promise<number> } {
  rmSync(join(root, ".next", "cache", "fetch-cache"), { recursive: true, force: true });
  const build = runNext(["build"], env);
  // The address and third parties the pages were rendered for: server.ts refuses to serve them with others.
  const exited = build.exited.then((code) => {
    if (code === 0)
      writeBuildRecord(join(root, ".next"), {
        siteUrl: parseEnv(env).siteUrl,
        siteName: renderedSiteName(join(root, ".next")),
        thirdParties: thirdPartySettings(parseEnv(env)),
      });
    return code;
  });
  return { child: build.child, exited };
}

/** Runs `next <args>` on this Node; resolves with its exit code. */
export function runNext(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; exited: Promise<number> } {
  // No telemetry: the site makes no outbound call of its own.
  const child = spawn(process.execPath, [nextBin, ...args], {
    cwd: root,
    env: { NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: "inherit",
  });
  const exited = new Promise<number>((resolve) => {
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { child, exited };
}

/** The production server (server.ts) on the build in .next, listening on HOST:PORT of `env`. */
export function runServer(env: NodeJS.ProcessEnv): { child: ChildProcess; exited: Promise<number> } {
  const child = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: { NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: "inherit",
  });
  const exited = new Promise<number>((resolve) => {
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { child, exited };
}

/** Waits until the site answers its health check. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Next.js exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Next.js did not answer on ${url} within ${timeoutMs / 1000} s`);
}

/** Stops children and the CMS on Ctrl-C or a termination signal. */
export function stopOnSignals(backend: Backend, children: () => ChildProcess[]): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const child of children()) if (child.exitCode === null) child.kill(signal);
    await backend.cms?.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
