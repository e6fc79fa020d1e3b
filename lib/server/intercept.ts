// A response intercepted once, between whoever writes it (Next.js) and Node.js: the status and
// headers are read and changed before the first byte of the body, and the body may be held whole
// and changed, or replaced. docs/developers/architecture.md, "The response pipeline".
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

/** What becomes of the body, once the head is read. */
export type BodyPlan =
  /** Sent as it is written. */
  | { kind: "pass" }
  /** Held whole, then given to `onBody`; past `limit` bytes, what was held goes on and the rest as it comes. */
  | { kind: "hold"; limit: number }
  /** Not sent: this body instead (none for a HEAD). */
  | { kind: "replace"; body: Buffer | undefined };

export interface Interception {
  /** Once, before the first byte of the body: the status and headers as written, to read and change. */
  onHead(): BodyPlan;
  /** The body held whole (within its limit): what to send instead. */
  onBody(body: Buffer): Buffer;
}

type Callback = () => void;
type Original = Pick<ServerResponse, "writeHead" | "write" | "end" | "flushHeaders">;

/** A chunk as Node.js accepts it, as bytes. */
function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return Buffer.from(chunk as Uint8Array);
}

/** The arguments of `write(chunk, encoding?, callback?)` or `end(chunk?, encoding?, callback?)`. */
function readArgs(args: unknown[]): { chunk: unknown; encoding: unknown; callback: Callback | undefined } {
  const callback = args.find((value) => typeof value === "function") as Callback | undefined;
  const chunk = typeof args[0] === "function" ? undefined : args[0];
  return { chunk, encoding: typeof args[1] === "string" ? args[1] : undefined, callback };
}

/** Records a writeHead's status, message and headers on `res`, sending nothing. */
function recordHead(res: ServerResponse, statusCode: number, rest: unknown[]): void {
  res.statusCode = statusCode;
  const [first, second] = rest;
  if (typeof first === "string") res.statusMessage = first;
  const headers = (typeof first === "string" ? second : first) as
    OutgoingHttpHeaders | Array<[string, string]> | undefined;
  if (Array.isArray(headers)) for (const [key, value] of headers) res.setHeader(key, value);
  else if (headers)
    for (const [key, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(key, value);
}

/** Calls the response's own method (before interception). */
function call<T>(method: unknown, res: ServerResponse, args: unknown[]): T {
  return (method as (...values: unknown[]) => T).apply(res, args);
}

/**
 * Intercepts `res` once: until the first byte of the body, a writeHead only records the status and
 * headers (and a flushHeaders sends nothing); then `onHead` says what becomes of the body.
 */
export function intercept(res: ServerResponse, interception: Interception): void {
  const original: Original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  let plan: BodyPlan | undefined;
  const held: Buffer[] = [];
  let heldBytes = 0;
  const decided = (): BodyPlan => (plan ??= interception.onHead());
  /** Past the limit: what was held goes on, and the rest as it comes. */
  const release = (): void => {
    plan = { kind: "pass" };
    for (const chunk of held.splice(0)) call(original.write, res, [chunk]);
  };
  /** Holds a chunk; false once past the plan's limit (released). */
  const hold = (chunk: unknown, encoding: unknown, limit: number): boolean => {
    if (chunk === undefined || chunk === null) return true;
    const buffer = toBuffer(chunk, encoding);
    held.push(buffer);
    heldBytes += buffer.length;
    if (heldBytes <= limit) return true;
    release();
    return false;
  };

  res.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (plan) return call<ServerResponse>(original.writeHead, res, [statusCode, ...rest]);
    recordHead(res, statusCode, rest);
    return res;
  } as ServerResponse["writeHead"];
  res.flushHeaders = function flushHeaders() {
    if (plan) original.flushHeaders.call(res);
  };
  res.write = function write(this: ServerResponse, ...args: unknown[]): boolean {
    const current = decided();
    if (current.kind === "pass") return call<boolean>(original.write, res, args);
    const { chunk, encoding, callback } = readArgs(args);
    if (current.kind === "hold" && !hold(chunk, encoding, current.limit)) return true;
    if (callback) queueMicrotask(callback);
    return true;
  } as ServerResponse["write"];
  res.end = function end(this: ServerResponse, ...args: unknown[]): ServerResponse {
    const current = decided();
    const { chunk, encoding, callback } = readArgs(args);
    plan = { kind: "pass" };
    if (current.kind === "pass") return call<ServerResponse>(original.end, res, args);
    if (current.kind === "replace") return call<ServerResponse>(original.end, res, [current.body, callback]);
    if (!hold(chunk, encoding, current.limit)) return call<ServerResponse>(original.end, res, [callback]);
    const body = interception.onBody(Buffer.concat(held.splice(0), heldBytes));
    if (res.hasHeader("content-length")) res.setHeader("content-length", body.length);
    return call<ServerResponse>(original.end, res, [body, callback]);
  } as ServerResponse["end"];
}
