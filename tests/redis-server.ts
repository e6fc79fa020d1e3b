// A throwaway redis-server (Debian's) for tests: on a free loopback port, nothing saved to disk,
// stopped by the test (`useRedisServer` does both for a `describe`). `hasRedisServer` is false on a machine without it (the tests then say so).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { once } from "node:events";
import { afterAll, afterEach, beforeAll } from "vitest";
import { createRedis, type Redis } from "../lib/redis/client.ts";
import { freePort } from "../scripts/lib/free-port.ts";

export const redisServerPath = "/usr/bin/redis-server";
export const hasRedisServer = existsSync(redisServerPath);
export const noRedisServer = `${redisServerPath} is missing (apt-get install redis-server): the tests of the shared state are skipped`;

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port (after `stop`). */
  start(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    const started = spawn(redisServerPath, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "warning"], { stdio: ["ignore", "pipe", "pipe"] });
    child = started;
    let output = "";
    started.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // Ready once it accepts a connection.
    const { createConnection } = await import("node:net");
    for (let tries = 0; ; tries++) {
      if (started.exitCode !== null) throw new Error(`redis-server exited: ${output}`);
      const ok = await new Promise<boolean>((resolve) => {
        const socket = createConnection({ port, host: "127.0.0.1" }, () => {
          socket.end();
          resolve(true);
        });
        socket.on("error", () => resolve(false));
      });
      if (ok) return;
      if (tries > 200) throw new Error(`redis-server did not start on port ${port}: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, "exit");
    running.kill("SIGTERM");
    await exited;
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start };
}

/**
 * A redis-server for the tests of the enclosing `describe`: started before them, emptied after each
 * (the connections `connect` opened closed), stopped after them.
 */
export function useRedisServer(): { url(): string; connect(url?: string): Promise<Redis> } {
  let server: RedisServer | undefined;
  let clients: Redis[] = [];
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterEach(async () => {
    for (const client of clients) if (client.isOpen) client.destroy();
    clients = [];
    const admin = createRedis(server!.url);
    await admin.connect();
    await admin.flushAll();
    admin.destroy();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    url: () => server!.url,
    /** A new connection, as a new instance of the site (or the same one restarted) opens. */
    async connect(url = server!.url) {
      const client = createRedis(url);
      clients.push(client);
      await client.connect();
      return client;
    },
  };
}
