// The visitor's address, for the contact form's rate limit. The site's server (server.ts) works it
// out once per request and passes it to Next.js in its own header, replacing any value a client
// sent: the socket's address, unless TRUSTED_PROXIES says which reverse proxies in front of the
// site may tell it in X-Forwarded-For (proxy-addr, as Express does it: from the right, skipping
// trusted proxies; the first address that is not one is the visitor's). A client choosing its own
// X-Forwarded-For is never believed: without a trusted proxy the header is ignored; behind one,
// only what the proxy appended counts. A hop count is believed only on a connection from an
// address a proxy may have (loopback and private ranges, or the ones TRUSTED_PROXIES names after
// `from`): a client reaching an instance directly, from anywhere else, is its socket's address. The `Forwarded` header is not read (nginx sends
// X-Forwarded-For: deploy/nginx/vitrine.conf).
import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";
import type { TrustedProxies } from "../../config/env.ts";

/** The request header carrying the address from server.ts to the pages and actions. */
export const clientAddressHeader = "x-client-address";

/** A function giving a request's visitor address, for the proxies trusted. */
export function clientAddressResolver(trusted: TrustedProxies): (req: IncomingMessage) => string {
  if (trusted === null) return (req) => req.socket.remoteAddress ?? "unknown";
  if ("addresses" in trusted) {
    const trust = proxyaddr.compile(trusted.addresses);
    return (req) => proxyaddr(req, trust);
  }
  // proxy-addr asks about the socket's address first (index 0), then each X-Forwarded-For entry from the right.
  const peer = proxyaddr.compile(trusted.from);
  const trust = (address: string, index: number) => index < trusted.hops && (index > 0 || peer(address, 0));
  return (req) => proxyaddr(req, trust);
}

/** Sets the request's visitor address for Next.js, replacing whatever the client sent. */
export function markClientAddress(req: IncomingMessage, resolve: (req: IncomingMessage) => string): void {
  req.headers[clientAddressHeader] = resolve(req);
}

/**
 * The visitor's address as server.ts set it. Under `next dev` (no server.ts), the last
 * X-Forwarded-For entry: Next.js fills it from the socket when the client sent none.
 */
export function requestClientAddress(headers: Headers): string {
  const marked = headers.get(clientAddressHeader);
  if (marked) return marked;
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? "unknown";
}
