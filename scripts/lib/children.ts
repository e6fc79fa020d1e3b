// Child processes of the scripts that start several servers (the benchmark, the local cluster):
// output kept for error messages (or echoed, each line prefixed), stopped when the script ends,
// and waiting until an address answers.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

const running = new Set<ChildProcess>();

let watching = false;

/** Stops every child this run started when it ends (normally, on an error, or on Ctrl-C). */
function stopChildrenOnExit(): void {
  if (watching) return;
  watching = true;
  const stopAll = () => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  };
  process.on("exit", stopAll);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      const exits = [...running].map((child) => new Promise((resolve) => child.once("exit", resolve)));
      stopAll();
      // Each child finishes its own stop (a server its requests, Redis its file), 10 s at most.
      void Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]).then(() => process.exit(130));
    });
  }
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
    if (child.child.exitCode !== null) throw new Error(`the process serving ${url} exited (${child.child.exitCode}):\n${child.output()}`);
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

