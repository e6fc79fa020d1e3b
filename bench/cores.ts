// The cores of the throughput comparisons: the load generator on a core of its own, the server
// measured on the others (Linux's `taskset`). Unpinned on a 2-core machine, wrk and the server
// measured move between the two cores as the scheduler likes, and each load's rate moved by about
// 8 % from one load of the same server to the next; pinned, by about 3 % (bench/notes.md), so a
// ratio of two servers measured in turn says more about the servers than about the scheduler.
// Every server of a comparison is pinned alike: the site's one Node process (its helper threads
// too), the nginx front's and the static server's one worker each get the same cores when
// measured. The servers not measured go to the load generator's core meanwhile: the site behind
// the front still works now and then (a timer, a refresh the front asks for), and on the front's
// core each such moment stalled nginx's answers (p99 24 ms, the slowest 102 ms, in a run that
// left the site there).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import { processTree } from "./proc.ts";

export const tasksetPath = "/usr/bin/taskset";

export interface CorePlan {
  /** The load generator's core, as taskset writes a list ("1"). */
  load: string;
  /** The servers' cores ("0", or "0-2" on four cores). */
  servers: string;
  /** Every core, to give a server back the whole machine ("0-1"). */
  all: string;
}

/** The plan for `cores` cores: the last for the load, the others for the servers; null with one core. */
export function corePlan(cores: number): CorePlan | null {
  if (!Number.isInteger(cores) || cores < 2) return null;
  const last = cores - 1;
  return {
    load: String(last),
    servers: last === 1 ? "0" : `0-${last - 1}`,
    all: `0-${last}`,
  };
}

/** This machine's plan, or null when it has one core or no taskset (util-linux). */
export function machineCorePlan(): CorePlan | null {
  return existsSync(tasksetPath) ? corePlan(os.availableParallelism()) : null;
}

/** The plan in words, for the report. */
export function describeCorePlan(plan: CorePlan | null): string {
  return plan
    ? `the load generator on core ${plan.load}, each server measured on core${plan.servers.includes("-") ? "s" : ""} ${plan.servers} (taskset), one server loaded at a time, the others on core ${plan.load} meanwhile`
    : "not pinned (one core, or no taskset): the load generator shares the cores with the servers";
}

/**
 * The servers of a comparison, by name, and where they run: `measuring(name)` before a load puts
 * that server on the servers' cores and the others on the load generator's, and answers the cores
 * the load generator is to run on (null without a plan: nothing is pinned); `release()` gives them
 * every core back.
 */
export function comparisonCores<Name extends string>(plan: CorePlan | null, servers: Record<Name, number | undefined>) {
  const entries = Object.entries(servers) as Array<[Name, number | undefined]>;
  let measured: Name | null = null;
  return {
    measuring(name: Name): string | null {
      if (!plan) return null;
      if (measured !== name) {
        for (const [other, pid] of entries)
          if (pid !== undefined) pinTree(pid, other === name ? plan.servers : plan.load);
        measured = name;
      }
      return plan.load;
    },
    release(): void {
      if (!plan) return;
      for (const [, pid] of entries) if (pid !== undefined) pinTree(pid, plan.all);
      measured = null;
    },
  };
}

export type ComparisonCores<Name extends string> = ReturnType<typeof comparisonCores<Name>>;

/** A command and its arguments run on `cpus` (a taskset list), or as they are without a plan. */
export function onCores(cpus: string | null, command: string, args: string[]): { command: string; args: string[] } {
  return cpus === null ? { command, args } : { command: tasksetPath, args: ["-c", cpus, command, ...args] };
}

/**
 * Moves every thread of a process tree to `cpus` (children forked later inherit it, as nginx's
 * workers do from their master). Throws when taskset refuses: a comparison that believes its
 * servers pinned while they are not would say the wrong thing.
 */
export function pinTree(rootPid: number, cpus: string): void {
  for (const pid of processTree(rootPid)) {
    if (!existsSync(`/proc/${pid}`)) continue;
    const result = spawnSync(tasksetPath, ["-a", "-p", "-c", cpus, String(pid)], { encoding: "utf8" });
    if (result.status !== 0 && existsSync(`/proc/${pid}`))
      throw new Error(`taskset -a -p -c ${cpus} ${pid} failed: ${(result.stderr || result.stdout).trim()}`);
  }
}
