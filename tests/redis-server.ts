// A throwaway redis-server (Debian's) for tests, started as the local cluster starts it
// (deploy/local-cluster.ts): on a free loopback port, its files in a temporary directory removed
// when it stops; stopped by the test (`useRedisServer` does both for a `describe`).
// `hasRedisServer` is false on a machine without it (the tests then say so).
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll } from "vitest";
import { redisBinary, startRedis, type Service } from "../deploy/local-cluster.ts";
import { createRedis, type Redis } from "../lib/redis/client.ts";
import { freePort } from "../scripts/lib/free-port.ts";

export const hasRedisServer = existsSync(redisBinary);
export const noRedisServer = `${redisBinary} is missing (apt-get install redis-server): the tests of the shared state are skipped`;

export interface RedisServer {
  url: string;
  port: number;
  /** Stops it and removes its files. */
  stop(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), "vitrine-redis-"));
  let service: Service;
  try {
    service = await startRedis(dir, port);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: service.url,
    port,
    async stop() {
      await service.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
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
