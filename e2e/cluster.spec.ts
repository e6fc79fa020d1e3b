// `npm run cluster` as docs/operations/several-instances.md documents it, run as a user runs it:
// the npm command itself, as a child process, in a fresh clone of this checkout (its files
// without node_modules, .next, .git or what runs wrote; node_modules hard-linked, not copied), with
// none of the suite's environment: only PORT and CMS_PORT on free loopback ports, and TMPDIR, a
// directory of the test's own so what the run leaves there can be seen.
//
// - The clone has no build: the cluster builds, for the public address. `next build` takes minutes
//   on a small machine, so the test stops the cluster (SIGTERM to npm, as a supervisor would) once
//   the build runs and reads its environment, rather than building a second time in the suite:
//   what follows the build is what `--no-build` runs, tested below on the suite's build.
// - `--no-build` without a build, and with a build made for another address: a message, the one
//   `npm start` gives for the latter, and nothing started.
// - `--no-build` on a copy of the suite's build (made for the suite's SITE_URL, given as npm start
//   would need it): pages through nginx from both instances, then SIGTERM to npm; and
//   `--instances 1` stopped with Ctrl-C (SIGINT to the whole process group, as a terminal sends it).
// After each stop: npm exited 0, every process of the run is gone, and TMPDIR is empty.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { parseEnv } from "../config/env.ts";
import { clusterUnavailable } from "../deploy/local-cluster.ts";
import { buildMismatch } from "../lib/server/build-record.ts";
import { freePort } from "../scripts/lib/free-port.ts";
import { suiteSiteUrl } from "./helpers.ts";
import { suiteThirdParties } from "./suite-third-parties.ts";
import { runLog } from "./run-logs.ts";

const missing = clusterUnavailable();
test.skip(missing !== null, `${missing} (.ci/run installs redis-server, nginx and libnginx-mod-http-cache-purge)`);
// One clone, in turn (the build path first, while it has no .next); a failure does not skip the
// tests after it (they get a new clone).
test.describe.configure({ mode: "default" });

const root = fileURLToPath(new URL("..", import.meta.url));
/** What a clone does not have: installed packages, builds, what runs and tests write. */
const notInClone = new Set([
  ".git",
  "node_modules",
  ".next",
  ".data",
  "test-results",
  "playwright-report",
  "blob-report",
  "coverage",
  "out",
  "screenshots",
  "next-env.d.ts",
  "public/sw.js",
  "cms/.data",
]);
/**
 * What a run may leave in TMPDIR: Node's compile cache, which npm itself (and `next build`) turn
 * on there (module.enableCompileCache) and keep across runs on purpose.
 */
async function leftInTmp(tmp: string): Promise<string[]> {
  return (await readdir(tmp)).filter((entry) => entry !== "node-compile-cache");
}

let base: string;
let clone: string;

test.beforeAll(async () => {
  await mkdir(path.join(root, "test-results"), { recursive: true });
  // Under the checkout, so node_modules can be hard-linked (one file system): a symbolic link out
  // of the project is refused by Turbopack when it builds.
  base = await mkdtemp(path.join(root, "test-results", "cluster-"));
  clone = path.join(base, "clone");
  const copied = (source: string) => {
    const relative = path.relative(root, source);
    return !notInClone.has(relative) && !relative.endsWith(".tsbuildinfo") && !/(^|\/)\.env.*\.local$/.test(relative);
  };
  for (const entry of await readdir(root)) {
    if (copied(path.join(root, entry)))
      await cp(path.join(root, entry), path.join(clone, entry), { recursive: true, filter: copied });
  }
  const linked = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(clone, "node_modules")], {
    encoding: "utf8",
  });
  if (linked.status !== 0) throw new Error(`node_modules could not be hard-linked into the clone: ${linked.stderr}`);
});

test.afterAll(async () => {
  if (base) await rm(base, { recursive: true, force: true });
});

/**
 * A copy of the suite's build in the clone, made for the suite's SITE_URL (the suite's server keeps
 * its own .next: what the cluster renders goes to the copy).
 */
async function copySuiteBuild(): Promise<void> {
  if (existsSync(path.join(clone, ".next", "BUILD_ID"))) return;
  await cp(path.join(root, ".next"), path.join(clone, ".next"), {
    recursive: true,
    filter: (source) => source !== path.join(root, ".next", "cache"),
  });
  // The service worker the build wrote.
  if (existsSync(path.join(root, "public", "sw.js")))
    await cp(path.join(root, "public", "sw.js"), path.join(clone, "public", "sw.js"));
}

interface ProcessInfo {
  pid: number;
  ppid: number;
  pgid: number;
  state: string;
  /** Start time since boot (clock ticks): a pid used again is another process. */
  start: string;
  command: string;
}

/** Every process of the machine, from /proc. */
function processTable(): ProcessInfo[] {
  const table: ProcessInfo[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The name is in parentheses and may hold spaces: the fields after the last ")" are fixed.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").join(" ").trim();
      table.push({
        pid: Number(entry),
        state: fields[0] as string,
        ppid: Number(fields[1]),
        pgid: Number(fields[2]),
        start: fields[19] as string,
        command,
      });
    } catch {
      // gone in between
    }
  }
  return table;
}

/** `pid` and every process under it. */
function processTree(pid: number): ProcessInfo[] {
  const table = processTable();
  const tree: ProcessInfo[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.pop() as number;
    for (const info of table) {
      if (info.pid === next) tree.push(info);
      if (info.ppid === next) queue.push(info.pid);
    }
  }
  return tree;
}

/** Processes of `processes` still running (a zombie has ended: its parent, or init, has only to reap it). */
function stillRunning(processes: ProcessInfo[], group: number): ProcessInfo[] {
  const table = processTable().filter((info) => info.state !== "Z");
  return table.filter(
    (info) => info.pgid === group || processes.some((known) => known.pid === info.pid && known.start === info.start),
  );
}

/** The TCP ports processes `pids` are connected to (ESTABLISHED), from /proc/net/tcp. */
function connectedPorts(pids: number[]): Set<number> {
  const inodes = new Set<string>();
  for (const pid of pids) {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        if (socket) inodes.add(socket);
      } catch {
        // closed in between
      }
    }
  }
  const ports = new Set<number>();
  for (const line of readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    // sl local_address rem_address st … inode (the 10th field); 01 is ESTABLISHED.
    if (fields.length > 9 && fields[3] === "01" && inodes.has(fields[9] as string))
      ports.add(parseInt((fields[2] as string).split(":")[1] as string, 16));
  }
  return ports;
}

interface ClusterRun {
  npm: ChildProcess;
  port: number;
  tmp: string;
  exited: Promise<number | null>;
  output(): string;
}

/** `npm run cluster -- <args>` in the clone, in a process group of its own, with only `env` besides PATH and HOME. */
async function runCluster(args: string[], env: Record<string, string> = {}): Promise<ClusterRun> {
  const port = await freePort();
  const tmp = await mkdtemp(path.join(base, "tmp-"));
  // Not even NODE_ENV (its type says it is always there).
  const environment = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    TMPDIR: tmp,
    PORT: String(port),
    CMS_PORT: String(await freePort()),
    ...env,
  } as Record<string, string> as NodeJS.ProcessEnv;
  const npm = spawn("npm", ["run", "cluster", ...(args.length ? ["--", ...args] : [])], {
    cwd: clone,
    env: environment,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  // Also in the run's logs, read for secrets at its end (e2e/no-secret-reporter.ts).
  const keep = runLog("cluster", environment);
  for (const stream of [npm.stdout, npm.stderr])
    stream?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      keep(chunk.toString("utf8"));
    });
  const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
  return { npm, port, tmp, exited, output: () => output };
}

/** After a failure: every process the run left is killed (they are this test's own). */
function killLeft(run: ClusterRun, processes: ProcessInfo[]): void {
  for (const info of stillRunning(processes, run.npm.pid as number)) {
    try {
      process.kill(info.pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
}

/** Sends `stop`, then: npm exits 0, every process of `processes` (and of npm's group) is gone, and TMPDIR is empty. */
async function expectStopsCleanly(run: ClusterRun, processes: ProcessInfo[], stop: () => void): Promise<void> {
  stop();
  const code = await Promise.race([
    run.exited,
    new Promise<"running">((resolve) => setTimeout(() => resolve("running"), 60_000)),
  ]);
  expect(code, `npm exits 0 once everything is stopped:\n${run.output()}`).toBe(0);
  await expect
    .poll(() => stillRunning(processes, run.npm.pid as number).map((info) => `${info.pid} ${info.command}`), {
      message: "every process of the run is gone",
      timeout: 20_000,
    })
    .toEqual([]);
  expect(await leftInTmp(run.tmp), "what the run left in TMPDIR").toEqual([]);
}

test("a fresh clone: npm run cluster builds for the public address, and SIGTERM during the build stops it all", async () => {
  test.setTimeout(120_000);
  await rm(path.join(clone, ".next"), { recursive: true, force: true });
  const run = await runCluster([]);
  let processes: ProcessInfo[] = [];
  try {
    // The build starts once the embedded CMS answers: `next build`, with the address it renders for.
    let build: ProcessInfo | undefined;
    await expect
      .poll(
        () => {
          if (run.npm.exitCode !== null)
            throw new Error(`npm run cluster exited (${run.npm.exitCode}):\n${run.output()}`);
          processes = processTree(run.npm.pid as number);
          build = processes.find((info) => /next-build|next\/dist\/bin\/next build/.test(info.command));
          return build !== undefined;
        },
        { message: "next build runs", timeout: 60_000 },
      )
      .toBe(true);
    const environment = Object.fromEntries(
      (await readFile(`/proc/${build?.pid}/environ`, "utf8"))
        .split("\0")
        .filter(Boolean)
        .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
    );
    // SITE_URL's default: the address of HOST:PORT, which nginx serves and every instance is given.
    expect(parseEnv(environment).siteUrl).toBe(`http://localhost:${run.port}`);
    processes = processTree(run.npm.pid as number);
    await expectStopsCleanly(run, processes, () => run.npm.kill("SIGTERM"));
  } finally {
    killLeft(run, processes);
    // What the stopped build wrote: the clone has no build again.
    await rm(path.join(clone, ".next"), { recursive: true, force: true });
  }
});

test("--no-build without a build, or with one made for another address: a message, and nothing started", async () => {
  test.setTimeout(120_000);
  await rm(path.join(clone, ".next"), { recursive: true, force: true });
  const none = await runCluster(["--no-build"]);
  expect(await none.exited, none.output()).toBe(1);
  expect(none.output()).toContain("There is no build in .next to serve (--no-build).");
  expect(none.output(), "no stack trace").not.toMatch(/^\s+at /m);
  expect(await leftInTmp(none.tmp)).toEqual([]);

  await copySuiteBuild();
  const other = await runCluster(["--no-build"]);
  expect(await other.exited, other.output()).toBe(1);
  // What `npm start` says (server.ts), for the cluster's public address.
  const message = buildMismatch(path.join(clone, ".next"), `http://localhost:${other.port}`);
  expect(message).not.toBeNull();
  expect(other.output()).toContain(message as string);
  expect(other.output(), "no stack trace").not.toMatch(/^\s+at /m);
  expect(await leftInTmp(other.tmp)).toEqual([]);
});

/** Starts the cluster on the copy of the suite's build; resolves with its printed addresses once nginx serves them. */
async function servingCluster(args: string[]): Promise<{ run: ClusterRun; front: string; instances: string[] }> {
  await copySuiteBuild();
  // The suite's build was made with its third parties: the instances start with the same (a server
  // started with others refuses to, since its pages' banner and policy would disagree).
  const run = await runCluster(["--no-build", ...args], { SITE_URL: suiteSiteUrl, ...suiteThirdParties() });
  await expect
    .poll(
      () => {
        if (run.npm.exitCode !== null)
          throw new Error(`npm run cluster exited (${run.npm.exitCode}):\n${run.output()}`);
        return run.output().includes("Ctrl-C stops everything.");
      },
      { message: "the cluster says it serves", timeout: 120_000 },
    )
    .toBe(true);
  const front = /Vitrine: +(http:\/\/\S+)/.exec(run.output())?.[1];
  const instances = [...run.output().matchAll(/Instance \d+: +(http:\/\/\S+)/g)].map((match) => match[1] as string);
  expect(front).toBe(`http://127.0.0.1:${run.port}`);
  return { run, front: front as string, instances };
}

test("--no-build on the suite's build: pages through nginx from both instances; SIGTERM stops everything and leaves no temporary directory", async () => {
  test.setTimeout(180_000);
  const { run, front, instances } = await servingCluster([]);
  let processes: ProcessInfo[] = [];
  try {
    expect(instances).toHaveLength(2);
    processes = processTree(run.npm.pid as number);
    const commands = processes.map((info) => info.command);
    expect(
      commands.filter((command) => command.endsWith("server.ts")),
      "the instances",
    ).toHaveLength(2);
    expect(
      commands.some((command) => command.startsWith("/usr/bin/redis-server")),
      "redis-server",
    ).toBe(true);
    expect(
      commands.some((command) => command.startsWith("nginx: master")),
      "nginx",
    ).toBe(true);

    for (const pathname of ["/", "/vivre", "/etudier", "/en", "/agenda"]) {
      const response = await fetch(`${front}${pathname}`);
      const body = await response.text();
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("x-cache-status"), pathname).not.toBeNull();
      // Rendered for the public address the instances were given.
      if (pathname === "/vivre") expect(body).toContain(`<link rel="canonical" href="${suiteSiteUrl}/vivre"/>`);
    }
    // Addresses nginx has not kept reach the instances in turn (round robin): nginx's workers then
    // hold connections to both, each having answered some.
    const nginxPids = processTree(run.npm.pid as number)
      .filter((info) => info.command.startsWith("nginx:"))
      .map((info) => info.pid);
    const answered = new Set<number>();
    let query = 0;
    await expect
      .poll(
        async () => {
          // In `q`, a parameter a page reads: nginx keeps the query in its key (another is left out).
          const response = await fetch(`${front}/vivre?q=cluster-${++query}`);
          await response.arrayBuffer();
          expect([response.status, response.headers.get("x-cache-status")]).toEqual([200, "MISS"]);
          for (const port of connectedPorts(nginxPids)) answered.add(port);
          return instances.every((url) => answered.has(Number(new URL(url).port)));
        },
        { message: "both instances answer through nginx", timeout: 30_000 },
      )
      .toBe(true);
    // nginx keeps the page: a HIT comes (a page older than its revalidation period, the build's
    // own on a slow machine, is first served STALE for a second while an instance renders it again).
    let cachedId: string | null = null;
    await expect
      .poll(
        async () => {
          const again = await fetch(`${front}/vivre`);
          await again.arrayBuffer();
          cachedId = again.headers.get("x-request-id");
          return [again.status, again.headers.get("x-cache-status")];
        },
        { message: "nginx answers /vivre from its cache" },
      )
      .toEqual([200, "HIT"]);
    for (const instance of instances) expect((await fetch(`${instance}/vivre`)).status, instance).toBe(200);
    // An id on a cached answer too: nginx's own for a HIT (the time, the connection, the request on
    // it: vitrine.conf, $vitrine_answer_id), where an answer from an instance has its $request_id.
    expect(cachedId).toMatch(/^\d+\.\d{3}-\d+-\d+$/);
    const missed = await fetch(`${front}/vivre?q=cluster-id`);
    await missed.arrayBuffer();
    expect(missed.headers.get("x-cache-status")).toBe("MISS");
    expect(missed.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
    // Each instance serves its metrics on a loopback port of its own, and counts the misses nginx
    // passed on to it (nginx's X-Cache-Status); the public address has none.
    const metrics = [...run.output().matchAll(/\(metrics (http:\/\/\S+\/metrics)\)/g)].map(
      (match) => match[1] as string,
    );
    expect(metrics).toHaveLength(2);
    let misses = 0;
    for (const url of metrics) {
      const text = await (await fetch(url)).text();
      expect(text, url).toMatch(/^vitrine_build_info\{/m);
      misses += Number(/^vitrine_front_cache_requests_total\{status="miss"\} (\d+)/m.exec(text)?.[1] ?? 0);
    }
    expect(misses).toBeGreaterThanOrEqual(query);
    expect((await fetch(`${front}/metrics`)).status).toBe(404);

    await expectStopsCleanly(run, processes, () => run.npm.kill("SIGTERM"));
    await expect(fetch(`${front}/api/health`), "nothing listens on the public address").rejects.toThrow();
  } finally {
    killLeft(run, processes);
  }
});

test("--no-build --instances 1, stopped with Ctrl-C: the same, with one instance", async () => {
  test.setTimeout(180_000);
  const { run, front, instances } = await servingCluster(["--instances", "1"]);
  let processes: ProcessInfo[] = [];
  try {
    expect(instances).toHaveLength(1);
    processes = processTree(run.npm.pid as number);
    expect(
      processes.filter((info) => info.command.endsWith("server.ts")),
      "the instances",
    ).toHaveLength(1);
    for (const pathname of ["/", "/vivre"]) {
      const response = await fetch(`${front}${pathname}`);
      await response.arrayBuffer();
      expect([response.status, response.headers.has("x-cache-status")], pathname).toEqual([200, true]);
    }
    // Ctrl-C: the terminal sends SIGINT to every process of the foreground group.
    await expectStopsCleanly(run, processes, () => process.kill(-(run.npm.pid as number), "SIGINT"));
  } finally {
    killLeft(run, processes);
  }
});
