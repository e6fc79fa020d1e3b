// The site's name as WordPress's options last gave it, for pages made outside Next.js's rendering
// (the 503 page of server.ts, sent when WordPress cannot be asked). On globalThis: the pages'
// bundle writes it, server.ts reads it. Unknown until options were read since the server started.
const key = Symbol.for("vitrine.siteName");

type Holder = { [key]?: string };

export function rememberSiteName(name: string): void {
  (globalThis as Holder)[key] = name;
}

export function lastKnownSiteName(): string | undefined {
  return (globalThis as Holder)[key];
}
