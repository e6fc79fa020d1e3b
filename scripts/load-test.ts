// `npm run test:load`: the production server under load on loopback, against the embedded CMS.
// Three kinds of page (home, a content page, the events list), 50 connections for 10 s each;
// fails on any error or non-2xx answer; prints requests per second and latency. Uses the
// existing build (`npm run build` first when there is none).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { runLoad, type LoadResult } from "../bench/load.ts";
import { startCms } from "../cms/server.ts";
import { readBuildRecord } from "../lib/server/build-record.ts";
import { freePort } from "./lib/free-port.ts";
import { root, runBuild, runServer, waitForHealth } from "./lib/runtime.ts";

const kinds = [
  { kind: "home", path: "/" },
  { kind: "content page", path: "/vivre" },
  { kind: "events list", path: "/agenda" },
];
const seconds = 10;
const connections = 50;

const [port, cmsPort] = [await freePort(), await freePort()];
const origin = `http://127.0.0.1:${port}`;
const cms = await startCms({ port: cmsPort, host: "127.0.0.1", quiet: true });
// The public address and the third parties the existing build was made for (server.ts serves a
// build with no other: its pages' consent banner and policy would disagree).
const record = readBuildRecord(join(root, ".next"));
const siteUrl = record?.siteUrl ?? origin;
const env = {
  ...process.env,
  ...record?.thirdParties,
  WORDPRESS_URL: cms.url,
  CMS_PORT: String(cmsPort),
  PORT: String(port),
  HOST: "127.0.0.1",
  SITE_URL: siteUrl,
};

let failed = false;
let server: ReturnType<typeof runServer> | undefined;
try {
  if (!existsSync(join(root, ".next", "BUILD_ID"))) {
    console.log("No build yet: building first.");
    const build = runBuild(env);
    if ((await build.exited) !== 0) throw new Error("the build failed");
  }
  server = runServer(env);
  await waitForHealth(origin, server.child);

  const results: Array<{ kind: string; result: LoadResult }> = [];
  for (const { kind, path } of kinds) {
    // One render fills the data cache: the load measures pages as visitors get them.
    const warm = await fetch(`${origin}${path}`);
    if (!warm.ok) throw new Error(`${path} answered ${warm.status} before the load`);
    await warm.text();
    const result = await runLoad({ url: `${origin}${path}`, seconds, connections });
    results.push({ kind, result });
    console.log(
      `${kind.padEnd(13)} ${path.padEnd(8)} ${String(result.requestsPerSecond).padStart(7)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  errors ${result.errors}  non-2xx ${result.non2xx}`,
    );
  }
  for (const { kind, result } of results) {
    if (result.errors > 0 || result.non2xx > 0 || result.requests === 0) {
      failed = true;
      console.error(
        `FAIL ${kind}: ${result.errors} errors, ${result.non2xx} non-2xx answers, ${result.requests} answered`,
      );
    }
  }
  console.log(
    failed
      ? "\nLoad test failed."
      : `\nLoad test passed: ${kinds.length} kinds of page, ${connections} connections, ${seconds} s each, no error, every answer 2xx.`,
  );
} catch (error) {
  failed = true;
  console.error(`\nLoad test could not run: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  await cms.close();
}
process.exit(failed ? 1 : 0);
