// The site's log: one line per event, written by pino, with its level, its component and, during
// a request, the request's id (server.ts gives each request one and sends it back as X-Request-Id).
// JSON in production (one object a line, for a log collector); readable lines under `npm run dev`
// and the unit tests; LOG_FORMAT chooses either way, LOG_LEVEL the least important lines kept.
//
// Expected failures (WordPress or Redis away, a form WordPress refused) are said in one line
// without a stack; a stack trace goes with a bug only (`log.error({ err }, …)`). Whatever a line
// carries, cookies, Authorization headers, passwords, secrets, tokens and message bodies are
// replaced by "[redacted]" (pino's `redact`): no line is ever written with them.
//
// One logger per process, on globalThis: server.ts and Next's bundles (pages, route handlers,
// instrumentation.ts) load this module separately, and must write through the same stream.
import { randomUUID } from "node:crypto";
import pino, { type Logger } from "pino";
import pretty from "pino-pretty";
import { env, type Env } from "../../config/env.ts";
import { currentRequestId } from "./request-context.ts";

/** Who writes a line. */
export type Component = "wordpress" | "cache" | "contact" | "preview" | "webhook" | "redis" | "server";

export type Log = Logger;

/** What pino replaces by "[redacted]", at the top of a line's object and one level down. */
const secretKeys = ["cookie", "cookies", "authorization", "password", "secret", "token", "body"];
export const redactedPaths = [
  ...secretKeys,
  ...secretKeys.map((key) => `*.${key}`),
  // A contact message's text (not `*.message`: an error's message is what a bug's line is for).
  "message",
  "contact.message",
  'headers["set-cookie"]',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  "req.headers.cookie",
  "req.headers.authorization",
];

const loggerKey = Symbol.for("vitrine.logger");
type Holder = { [loggerKey]?: Logger };

/** An incoming X-Request-Id that is short and plain enough to repeat in logs and headers. */
const safeRequestId = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** The id of a request: the one a proxy in front gave (X-Request-Id) when short and safe, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && safeRequestId.test(header) ? header : randomUUID();
}

export interface LoggerSettings {
  format: "json" | "pretty";
  level: Env["logLevel"];
  /** Where lines go (tests); standard output by default. */
  destination?: NodeJS.WritableStream | pino.DestinationStream;
}

/** The settings from the environment; defaults when it cannot be read (server.ts says why before any line). */
export function loggerSettings(): LoggerSettings {
  let configured: Pick<Env, "logFormat" | "logLevel"> = { logFormat: undefined, logLevel: "info" };
  try {
    configured = env();
  } catch {
    // An invalid environment is reported by whoever reads it first; the log keeps its defaults.
  }
  const readable = process.env.NODE_ENV === "development" || process.env.NODE_ENV === "test";
  return { format: configured.logFormat ?? (readable ? "pretty" : "json"), level: configured.logLevel };
}

/** A logger with the site's options (tests make their own, to read what it writes). */
export function createLogger(settings: LoggerSettings): Logger {
  const options: pino.LoggerOptions = {
    level: settings.level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const id = currentRequestId();
      return id ? { requestId: id } : {};
    },
    redact: { paths: redactedPaths, censor: "[redacted]" },
  };
  if (settings.format === "pretty")
    return pino(
      options,
      pretty({
        sync: true,
        colorize: false,
        singleLine: true,
        translateTime: "SYS:HH:MM:ss.l",
        ignore: "pid,hostname,component,requestId",
        messageFormat: "[{component}] {msg}{if requestId} (request {requestId}){end}",
        ...(settings.destination ? { destination: settings.destination as NodeJS.WritableStream } : {}),
      }),
    );
  return pino(
    options,
    (settings.destination as pino.DestinationStream | undefined) ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** The process's logger. */
export function rootLogger(): Logger {
  const holder = globalThis as Holder;
  holder[loggerKey] ??= createLogger(loggerSettings());
  return holder[loggerKey];
}

/** Replaces the process's logger (tests); undefined goes back to the environment's. */
export function setRootLogger(logger: Logger | undefined): void {
  const holder = globalThis as Holder;
  if (logger) holder[loggerKey] = logger;
  else delete holder[loggerKey];
}

/**
 * The lines of one component. Resolved at each call, so a line goes through the process's logger
 * of the moment: modules keep the returned object from their start.
 */
export function logger(component: Component): Log {
  const children = new WeakMap<Logger, Logger>();
  const current = () => {
    const root = rootLogger();
    let child = children.get(root);
    if (!child) {
      child = root.child({ component });
      children.set(root, child);
    }
    return child;
  };
  return new Proxy({} as Logger, {
    get(_target, property) {
      const child = current();
      const value = Reflect.get(child, property, child) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(child) : value;
    },
  });
}

/** How long an outage lasted, for its end line: "4.2 s", "3 min 5 s". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  if (minutes < 60) return `${minutes} min ${seconds} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
