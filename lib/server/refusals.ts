// The answers to requests the site's server refuses before Next.js: the site's status page with
// its security headers, on the response (request-gate.ts's refusals) or on the raw connection (a
// request Node.js could not read).
import { STATUS_CODES, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { requestLimits, type Language } from "../../config/site.ts";
import type { PageStatus } from "../errors/status-page.ts";
import { languageOfPath } from "../routing/canonical.ts";
import type { Header } from "../security/headers.ts";
import { statusAnswerHeaders, type StatusAnswer } from "./response-guard.ts";

/** The site's status page for a request's headers, in a language. */
export type StatusPageOf = (headers: IncomingHttpHeaders, language: Language, status: PageStatus) => StatusAnswer;

/** A status page's answer: its body, and its headers after the security headers (its policy in place of theirs). */
export function statusAnswerOf(
  baseHeaders: readonly Header[],
  page: StatusAnswer,
): { body: Buffer; headers: Array<[string, string | number]> } {
  const body = Buffer.from(page.body, "utf8");
  const headers = new Map<string, string | number>(baseHeaders.map(({ key, value }) => [key.toLowerCase(), value]));
  for (const [key, value] of Object.entries(statusAnswerHeaders(page, body))) headers.set(key, value);
  return { body, headers: [...headers] };
}

export interface Refusals {
  /** Answers a request the gate refuses (`extra`: Allow, Content-Range). */
  refuse(
    req: IncomingMessage,
    res: ServerResponse,
    status: PageStatus,
    language: Language,
    extra?: Record<string, string | undefined>,
  ): void;
  /** Answers on the raw connection a request Node.js could not read (headers past its limit, a malformed request line, too slow). */
  refuseUnreadable(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex): void;
}

/** What an unreadable request gets: 414 or 431 for headers past the limit, 408 when too slow, else 400. */
function unreadableStatus(code: string | undefined, target: string | undefined): PageStatus {
  if (code === "HPE_HEADER_OVERFLOW")
    return target === undefined || Buffer.byteLength(target) > requestLimits.maxUrlBytes ? 414 : 431;
  return code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
}

export function createRefusals(baseHeaders: () => readonly Header[], statusPage: StatusPageOf): Refusals {
  return {
    refuse(req, res, status, language, extra = {}) {
      const { body, headers } = statusAnswerOf(baseHeaders(), statusPage(req.headers, language, status));
      res.writeHead(status, {
        ...Object.fromEntries(headers),
        ...Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== undefined)),
        // A body the client sent is not read: the connection cannot carry another request.
        ...(req.method === "GET" || req.method === "HEAD" ? {} : { connection: "close" }),
      });
      res.end(req.method === "HEAD" ? undefined : body);
    },

    refuseUnreadable(error, socket) {
      if (error.code === "ECONNRESET" || !socket.writable) {
        socket.destroy();
        return;
      }
      const raw = error.rawPacket?.toString("latin1") ?? "";
      const target = /^[A-Z]+ (\S+) HTTP\/1\.[01]\r\n/.exec(raw)?.[1];
      const status = unreadableStatus(error.code, target);
      const accept = /^accept:[^\r\n]*text\/html/im.test(raw) ? "text/html" : undefined;
      const page = statusPage({ accept }, languageOfPath(target?.split(/[?#]/)[0] ?? "/"), status);
      const { body, headers } = statusAnswerOf(baseHeaders(), page);
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        ...headers.map(([key, value]) => `${key}: ${value}`),
      ];
      lines.push("connection: close");
      // A HEAD's answer has the headers of the GET's, and no body (RFC 9110, 9.3.2).
      const head = /^HEAD /.test(raw);
      socket.end(
        Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), head ? Buffer.alloc(0) : body]),
      );
    },
  };
}
