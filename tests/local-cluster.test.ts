// deploy/local-cluster.ts's pure parts: what an instance is started with, and when `--no-build`
// refuses to start. e2e/cluster.spec.ts runs `npm run cluster` itself.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "../config/env.ts";
import { instanceEnv, unservableBuild } from "../deploy/local-cluster.ts";
import { buildMismatch, writeBuildRecord } from "../lib/server/build-record.ts";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("an instance of the cluster", () => {
  const environments: Array<Record<string, string>> = [
    {},
    { PORT: "8080" },
    { HOST: "0.0.0.0", PORT: "80" },
    { SITE_URL: "https://www.example.org" },
    { PORT: "3000", SITE_URL: "http://localhost:3000", SITE_NAME: "Vitrine" },
  ];
  it.each(environments)(
    "listens on its own port with the cluster's public address, the one the build is rendered for (%j)",
    (environment) => {
      // The build runs with the cluster's environment (and SITE_URL set to its public address).
      const cluster = parseEnv(environment);
      const instance = parseEnv({
        ...environment,
        ...instanceEnv({
          port: 45678,
          siteUrl: cluster.siteUrl,
          redisUrl: "redis://127.0.0.1:6390",
          purgeUrl: "http://127.0.0.1:8079",
        }),
      });
      expect([instance.host, instance.port]).toEqual(["127.0.0.1", 45678]);
      expect([instance.siteUrl, instance.siteName]).toEqual([cluster.siteUrl, cluster.siteName]);
      expect(instance.siteUrl).toBe(
        new URL(environment.SITE_URL ?? `http://localhost:${environment.PORT ?? 3000}`).origin,
      );
    },
  );
});

describe("--no-build", () => {
  it("refuses a directory without a build, and a build rendered for another address, with npm start's message", () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-cluster-"));
    expect(unservableBuild(dir, "http://localhost:3000")).toMatch(/^There is no build in \.next to serve/);
    writeFileSync(path.join(dir, "BUILD_ID"), "abc\n");
    writeBuildRecord(dir, { siteUrl: "http://localhost:3000" });
    expect(unservableBuild(dir, "http://localhost:3000")).toBeNull();
    expect(unservableBuild(dir, "http://localhost:8080")).toBe(buildMismatch(dir, "http://localhost:8080"));
    expect(unservableBuild(dir, "http://localhost:8080")).toContain("rendered for http://localhost:3000");
  });
});
