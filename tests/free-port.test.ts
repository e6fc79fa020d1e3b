import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ephemeralRange, freePort, reserve } from "../scripts/lib/free-port.ts";

const freePortModule = path.resolve(import.meta.dirname, "../scripts/lib/free-port.ts");
/** Runs `code` in a process of its own (Node, as the suite's workers), with `reserve` in scope; gives what it prints. */
async function inProcess(code: string): Promise<string> {
  const script = `import { reserve } from ${JSON.stringify(freePortModule)};\n${code}`;
  const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script]);
  return stdout;
}

describe("freePort", () => {
  it("reads the system's range of ports for outgoing connections, or none", () => {
    expect(ephemeralRange(() => "32768\t60999\n")).toEqual([32768, 60999]);
    expect(ephemeralRange(() => "nonsense")).toBeNull();
    expect(
      ephemeralRange(() => {
        throw new Error("no such file");
      }),
    ).toBeNull();
  });

  it("draws a port below that range, where no outgoing connection can take it before the server binds it", async () => {
    for (let index = 0; index < 20; index++) {
      const port = await freePort([32768, 60999]);
      expect(port).toBeGreaterThanOrEqual(32768 - 1 - 12_000);
      expect(port).toBeLessThan(32768);
    }
  });

  it("gives a port a server can listen on", async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it("takes the system's pick where the range leaves no room below it", async () => {
    const port = await freePort([1024, 65535]);
    expect(port).toBeGreaterThan(0);
    expect(await freePort(null)).toBeGreaterThan(0);
  });

  describe("reservations, so that two processes never get the same port", () => {
    let folder: string;
    beforeEach(async () => {
      folder = path.join(await mkdtemp(path.join(tmpdir(), "vitrine-free-port-test-")), "ports");
    });
    afterEach(async () => {
      await rm(path.dirname(folder), { recursive: true, force: true });
    });

    it("gives a port once per process", () => {
      expect(reserve(20_001, folder)).toBe(true);
      expect(reserve(20_001, folder)).toBe(false);
    });

    it("leaves a port reserved by a living process, and takes over one whose process is gone", async () => {
      const living = spawn("sleep", ["30"]);
      try {
        await inProcess(`reserve(20_002, ${JSON.stringify(folder)});`);
        // That process ended, and removed its reservation at its exit.
        expect(existsSync(path.join(folder, "20002"))).toBe(false);
        await mkdir(folder, { recursive: true });
        await writeFile(path.join(folder, "20003"), String(living.pid));
        await writeFile(path.join(folder, "20004"), "999999999");
        expect(reserve(20_003, folder)).toBe(false);
        expect(reserve(20_004, folder)).toBe(true);
        expect(await readFile(path.join(folder, "20004"), "utf8")).toBe(String(process.pid));
      } finally {
        living.kill();
      }
    });

    it("removes its folder at its exit once empty", async () => {
      await inProcess(`reserve(20_005, ${JSON.stringify(folder)}); reserve(20_006, ${JSON.stringify(folder)});`);
      expect(existsSync(folder)).toBe(false);
    });

    it("never gives one port to two processes drawing at once", async () => {
      const ports = Array.from({ length: 400 }, (_, index) => 21_000 + index);
      const draw = `const got = []; for (const port of ${JSON.stringify(ports)}) if (reserve(port, ${JSON.stringify(folder)})) got.push(port);
        await new Promise((resolve) => setTimeout(resolve, 300)); console.log(JSON.stringify(got));`;
      const [first = [], second = []] = (await Promise.all([inProcess(draw), inProcess(draw)])).map(
        (output) => JSON.parse(output) as number[],
      );
      expect(first.filter((port) => second.includes(port))).toEqual([]);
      expect(first.length + second.length).toBe(ports.length);
    });
  });
});
