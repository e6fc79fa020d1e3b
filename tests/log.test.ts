// The site's log (lib/server/log.ts): one line per event with its level, component and request
// id; JSON or readable; never a secret, a cookie or a message's text.
import { Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createLogger, formatDuration, logger, loggerSettings, requestIdOf } from "../lib/server/log.ts";
import { withRequestId } from "../lib/server/request-context.ts";
import { createRedisOutage } from "../lib/redis/outage.ts";
import { captureLog } from "./log-capture.ts";

describe("a request's id", () => {
  it("is the proxy's X-Request-Id when short and plain, else a new one", () => {
    expect(requestIdOf("4f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e")).toBe("4f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e");
    expect(requestIdOf("req-42.a:b_c")).toBe("req-42.a:b_c");
    for (const unsafe of [
      undefined,
      "",
      "x".repeat(65),
      "two words",
      "id\nforged line",
      '{"level":"fatal"}',
      "<script>",
      ["a", "b"],
    ]) {
      const id = requestIdOf(unsafe);
      expect(id, String(unsafe)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });

  it("is on every line written while the request is served, after awaits too, and on none outside", async () => {
    const log = captureLog();
    logger("server").info("before");
    await withRequestId("req-1", async () => {
      logger("wordpress").warn("read failed");
      await sleep(5);
      logger("contact").info("message kept");
    });
    await Promise.all([
      withRequestId("req-2", async () => {
        await sleep(5);
        logger("cache").info("two");
      }),
      withRequestId("req-3", async () => logger("cache").info("three")),
    ]);
    expect(log.lines.map(({ level, component, requestId, msg }) => ({ level, component, requestId, msg }))).toEqual([
      { level: "info", component: "server", requestId: undefined, msg: "before" },
      { level: "warn", component: "wordpress", requestId: "req-1", msg: "read failed" },
      { level: "info", component: "contact", requestId: "req-1", msg: "message kept" },
      { level: "info", component: "cache", requestId: "req-3", msg: "three" },
      { level: "info", component: "cache", requestId: "req-2", msg: "two" },
    ]);
  });
});

describe("a line", () => {
  it("never carries a cookie, an Authorization header, a password, a secret or a message's text", () => {
    const log = captureLog();
    const secrets = {
      cookie: "__preview_session=s3cr3t-cookie-value",
      authorization: "Bearer webhook-secret-value-0123456789",
      password: "abcd efgh ijkl mnop qrst uvwx",
      secret: "preview-secret-of-at-least-32-characters",
      token: "signed.preview.token",
      body: "Bonjour, voici mon message privé.",
    };
    logger("webhook").warn({ headers: { ...secrets, "set-cookie": "a=b-set-cookie-value" } }, "refused");
    logger("preview").info({ ...secrets }, "entered");
    logger("contact").info({ message: "Le texte du message", contact: { message: "Autre texte" } }, "kept");
    const raw = log.raw.join("");
    for (const value of [...Object.values(secrets), "b-set-cookie-value", "Le texte du message", "Autre texte"])
      expect(raw, value).not.toContain(value);
    expect(log.lines[0]).toMatchObject({ headers: { cookie: "[redacted]", authorization: "[redacted]" } });
    // An error's message is what a bug's line is for: kept.
    logger("server").error({ err: new Error("a bug's own words") }, "a bug");
    expect(log.lines.at(-1)).toMatchObject({ err: { message: "a bug's own words", stack: expect.any(String) } });
  });

  it("is one JSON object with its level as a word in production, one readable line under development", () => {
    const json: string[] = [];
    createLogger({ format: "json", level: "info", destination: { write: (line: string) => void json.push(line) } })
      .child({ component: "redis" })
      .warn("Redis is not answering");
    expect(json).toHaveLength(1);
    expect(JSON.parse(json[0] ?? "")).toMatchObject({
      level: "warn",
      component: "redis",
      msg: "Redis is not answering",
    });

    const text: string[] = [];
    const readable = createLogger({
      format: "pretty",
      level: "info",
      destination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          text.push(chunk.toString());
          done();
        },
      }),
    });
    withRequestId("req-9", () => readable.child({ component: "wordpress" }).warn({ outage: "wordpress" }, "down"));
    readable.child({ component: "server" }).debug("not kept at info");
    const lines = text.join("").split("\n").filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: \[wordpress\] down \(request req-9\) \{"outage":"wordpress"\}$/,
    );
  });

  it("is JSON unless LOG_FORMAT or a development or test NODE_ENV says otherwise", () => {
    const saved = { ...process.env };
    try {
      (process.env as Record<string, string>).NODE_ENV = "test";
      expect(loggerSettings().format).toBe("pretty");
      // The process's environment is read once (config/env.ts); NODE_ENV at each call.
      (process.env as Record<string, string>).NODE_ENV = "production";
      expect(loggerSettings()).toEqual({ format: "json", level: "info" });
    } finally {
      process.env = saved;
    }
  });
});

describe("a Redis outage", () => {
  it("is one warn line when it starts and one info line with its duration when it ends, whoever meets it", () => {
    const lines: Array<[string, object, string]> = [];
    const states: boolean[] = [];
    let clock = 0;
    const outage = createRedisOutage({
      log: {
        warn: (fields, line) => void lines.push(["warn", fields, line]),
        info: (fields, line) => void lines.push(["info", fields, line]),
      },
      onChange: (up) => void states.push(up),
      now: () => clock,
    });
    outage.answered();
    outage.failed("the shared cache", new Error("connect ECONNREFUSED 127.0.0.1:6379"));
    clock = 2000;
    outage.failed("contact rate limit", new Error("not connected"));
    outage.failed("the connection to redis://127.0.0.1:6379", new Error("Socket closed unexpectedly"));
    expect(outage.down).toBe(true);
    clock = 185_000;
    outage.answered();
    outage.answered();
    expect(lines).toEqual([
      [
        "warn",
        { outage: "redis", event: "start" },
        "Redis is not answering (the shared cache: connect ECONNREFUSED 127.0.0.1:6379): each instance goes on alone until it is back",
      ],
      ["info", { outage: "redis", event: "end", durationMs: 185_000 }, "Redis answers again after 3 min 5 s"],
    ]);
    expect(states).toEqual([true, false, true, true]);
  });

  it("says its duration in words", () => {
    expect([formatDuration(250), formatDuration(4200), formatDuration(185_000), formatDuration(7_500_000)]).toEqual([
      "250 ms",
      "4.2 s",
      "3 min 5 s",
      "2 h 5 min",
    ]);
  });
});
