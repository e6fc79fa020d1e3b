import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { comparisonCores, corePlan, describeCorePlan, machineCorePlan, onCores, pinTree } from "../bench/cores.ts";
import { processTree } from "../bench/proc.ts";

/** The cores a thread may run on, as the kernel says (`Cpus_allowed_list`). */
function allowedCores(pid: number): string {
  return /^Cpus_allowed_list:\s*(\S+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? "";
}

describe("the throughput loads' cores", () => {
  it("puts the load on the last core and the servers on the others", () => {
    expect(corePlan(1)).toBeNull();
    expect(corePlan(0)).toBeNull();
    expect(corePlan(2)).toEqual({ load: "1", servers: "0", all: "0-1" });
    expect(corePlan(4)).toEqual({ load: "3", servers: "0-2", all: "0-3" });
    expect(describeCorePlan(corePlan(2))).toBe(
      "the load generator on core 1, each server measured on core 0 (taskset), one server loaded at a time, the others on core 1 meanwhile",
    );
    expect(describeCorePlan(null)).toMatch(/^not pinned/);
  });

  it("runs a command on its cores through taskset, or as it is without a plan", () => {
    expect(onCores("1", "/usr/bin/wrk", ["-t1", "http://x/"])).toEqual({
      command: "/usr/bin/taskset",
      args: ["-c", "1", "/usr/bin/wrk", "-t1", "http://x/"],
    });
    expect(onCores(null, "/usr/bin/wrk", ["-t1"])).toEqual({ command: "/usr/bin/wrk", args: ["-t1"] });
  });

  it("without a plan, pins nothing and runs the load anywhere", () => {
    const cores = comparisonCores(null, { site: 1, front: undefined });
    expect(cores.measuring("site")).toBeNull();
    cores.release();
  });

  const plan = machineCorePlan();
  it.runIf(plan !== null)(
    "pins every process of a tree, its children included, and gives them back every core",
    async () => {
      // A shell that forks a child: both must move.
      const parent = spawn("/bin/sh", ["-c", "sleep 30 & wait"], { stdio: "ignore" });
      try {
        let tree: number[] = [];
        for (let tries = 0; tries < 50 && tree.length < 2; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          tree = processTree(parent.pid!);
        }
        expect(tree.length).toBe(2);
        pinTree(parent.pid!, plan!.servers);
        for (const pid of tree) expect(allowedCores(pid)).toBe(plan!.servers);
        pinTree(parent.pid!, plan!.all);
        for (const pid of tree) expect(allowedCores(pid)).toBe(`0-${os.availableParallelism() - 1}`);
      } finally {
        for (const pid of processTree(parent.pid!).reverse()) {
          try {
            process.kill(pid, "SIGKILL");
          } catch {
            // gone already
          }
        }
      }
    },
  );

  it.runIf(plan !== null)("puts the server measured on the servers' cores and the others on the load's", async () => {
    const sleepers = [0, 1].map(() => spawn("/bin/sleep", ["30"], { stdio: "ignore" }));
    try {
      const [a, b] = sleepers.map((child) => child.pid!);
      const cores = comparisonCores(plan, { a, b, gone: undefined });
      expect(cores.measuring("a")).toBe(plan!.load);
      expect([allowedCores(a!), allowedCores(b!)]).toEqual([plan!.servers, plan!.load]);
      expect(cores.measuring("b")).toBe(plan!.load);
      expect([allowedCores(a!), allowedCores(b!)]).toEqual([plan!.load, plan!.servers]);
      cores.release();
      expect([allowedCores(a!), allowedCores(b!)]).toEqual([plan!.all, plan!.all]);
    } finally {
      for (const child of sleepers) child.kill("SIGKILL");
    }
  });
});
