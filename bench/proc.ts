// Processes for the benchmark: free loopback ports, children that stop with the run, waiting for
// an address to answer, and memory (RSS) of a whole process tree read from /proc.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export { freePort } from "../scripts/lib/free-port.ts";

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
    process.on(signal, () => {
      stopAll();
      process.exit(130);
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

/** Starts a process whose output is kept (not shown) and which is stopped when the run ends. */
export function startChild(command: string, args: string[], options: SpawnOptions = {}): Child {
  stopChildrenOnExit();
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
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

/** Resident memory in bytes of a process and all its descendants (0 when it is gone). */
export function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The name is in parentheses and may hold spaces: fields after the last ")" are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // gone in between
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // gone in between
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Polls a process tree's RSS every `intervalMs` until stopped; returns the peak seen. */
export function peakRss(rootPid: number, intervalMs = 100): { stop(): number } {
  let peak = treeRss(rootPid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(rootPid));
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRss(rootPid));
    },
  };
}
