// Child processes of the scripts that start several servers (the benchmark, the local cluster):
// output kept for error messages (or echoed, each line prefixed), stopped when the script ends,
// and waiting until an address answers. Temporary directories made here are removed when the
// script ends, however it ends.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const running = new Set<ChildProcess>();
const temporary = new Set<string>();
/** The script's own stop on Ctrl-C or SIGTERM (`onInterrupt`); resolves with the exit code. */
let interruptHandler: ((signal: NodeJS.Signals) => Promise<number>) | undefined;

let watching = false;

/** SIGTERMs the children still running and waits until they have stopped: 10 s each at most, then SIGKILL. */
async function stopRemaining(): Promise<void> {
  const left = [...running].filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    left.map(async (child) => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }),
  );
}

/** Stops every child this run started when it ends (normally, on an error, or on Ctrl-C). */
function stopChildrenOnExit(): void {
  if (watching) return;
  watching = true;
  process.on("exit", () => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  });
  let interrupted = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      // Once: Ctrl-C reaches both npm, which passes it on, and this process; the stop under way
      // finishes whatever signal follows.
      if (interrupted) return;
      interrupted = true;
      void (async () => {
        let code = 130;
        if (interruptHandler) {
          code = await interruptHandler(signal).catch((error: unknown) => {
            console.error(error instanceof Error ? error.message : String(error));
            return 1;
          });
        }
        // Each child finishes its own stop (a server its requests, Redis its file).
        await stopRemaining();
        process.exit(code);
      })();
    });
  }
}

/**
 * Replaces what Ctrl-C and SIGTERM do (every child stopped at once, exit code 130) with the
 * script's own stop, which runs once and resolves with the exit code; children it leaves running
 * are stopped after it. From now on, before any child is started.
 */
export function onInterrupt(handler: (signal: NodeJS.Signals) => Promise<number>): void {
  interruptHandler = handler;
  stopChildrenOnExit();
}

/** A new directory under the system's temporary directory, removed by `remove` or when the script ends. */
export async function temporaryDirectory(prefix: string): Promise<{ path: string; remove(): Promise<void> }> {
  stopChildrenOnExit();
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  temporary.add(dir);
  return {
    path: dir,
    async remove() {
      await rm(dir, { recursive: true, force: true });
      temporary.delete(dir);
    },
  };
}

export interface Child {
  child: ChildProcess;
  exited: Promise<number>;
  /** What it printed (stdout and stderr), kept for error messages. */
  output(): string;
  stop(): Promise<number>;
}

/**
 * Starts a process whose output is kept (shown too, each line after `echo`, when given) and which
 * is stopped when the run ends.
 */
export function startChild(command: string, args: string[], options: SpawnOptions & { echo?: string } = {}): Child {
  stopChildrenOnExit();
  const { echo, ...spawnOptions } = options;
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...spawnOptions });
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    output = (output + text).slice(-20_000);
    if (echo) process.stdout.write(text.replace(/^(?=.)/gm, `${echo} `));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number>((resolve) => {
    child.on("exit", (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 128 : 0));
    });
    // Not started at all (no such program): there will be no "exit".
    child.once("error", (error) => {
      if (child.pid !== undefined) return;
      running.delete(child);
      output += `${error.message}\n`;
      resolve(127);
    });
  });
  return {
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Waits until `url` answers 2xx, or fails if the process exits or the time runs out. */
export async function waitForUrl(url: string, child: Child, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { exitCode, signalCode } = child.child;
    if (exitCode !== null || signalCode !== null)
      throw new Error(`the process serving ${url} exited (${exitCode ?? signalCode}):\n${child.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${child.output()}`);
}
