// The static-file baseline: the same HTML the site sends, served from files by Debian's nginx when
// /usr/sbin/nginx exists (one worker process, like the site's one Node process), else by the plain
// Node server below. Each page is also written compressed beforehand, next to its file (`.gz`,
// `.br`: `writeStaticPage`), and served as such to a client that accepts it: nginx's
// `gzip_static`, and `brotli_static` where Debian's module is installed
// (libnginx-mod-http-brotli-static), the limit of a server sending compressed pages. The nginx
// settings here are also those of the nginx front the benchmark runs in front of the site
// (bench/front.ts), so that the two compare. Run as a script, this file is that Node server:
//   node bench/static-server.ts <folder> <port>
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import Negotiator from "negotiator";
import { startChild, waitForUrl, type Child } from "./proc.ts";

export const nginxPath = "/usr/sbin/nginx";
/** Debian's libnginx-mod-http-brotli-static: nginx serves `<file>.br` to clients that accept brotli. */
export const brotliStaticModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * Writes `html` to `dir/name`, and beside it `name.gz` and `name.br`, compressed as the site
 * compresses a page it sends from its memory (lib/server/page-memory.ts: gzip level 6, brotli
 * quality 5 in text mode), so that static and the site send bodies of the same size.
 */
export function writeStaticPage(
  dir: string,
  name: string,
  html: string | Buffer,
): { bytes: number; gzipBytes: number; brotliBytes: number } {
  const body = Buffer.from(html);
  const gzip = gzipSync(body, { level: 6 });
  const brotli = brotliCompressSync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 5,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(path.join(dir, name), body, { mode: 0o644 });
  writeFileSync(path.join(dir, `${name}.gz`), gzip, { mode: 0o644 });
  writeFileSync(path.join(dir, `${name}.br`), brotli, { mode: 0o644 });
  return { bytes: body.length, gzipBytes: gzip.length, brotliBytes: brotli.length };
}

/**
 * nginx's process and connection settings, the same for the static baseline and the nginx front:
 * one worker process, like the site's one Node process, and no access log; keep-alive connections
 * are never closed by nginx during a load. `tcp_nopush off` (Debian's nginx.conf has it on): with it
 * on, nginx corks an answer whose headers are shorter than `postpone_output` (1460 bytes) together
 * with its file, and on loopback a corked answer's last segment regularly waits for the client's
 * delayed acknowledgement (40 ms): nginx static had p99 42 ms on a 75 KB page at 40,000 req/s,
 * against 1.6–1.9 ms with it off. The front's answers carry about 2 KB of headers, so they were
 * never corked: on the 340 KB block showcase static ran at 12,000 req/s and the front at
 * 6,500–7,300 (wrk, 5 s loads), a difference of TCP settings, not of caching. Off for both, the
 * two send alike (bench/notes.md).
 */
export const nginxSettings = {
  workerProcesses: 1,
  workerConnections: 1024,
  /** Directives of the `http` block. */
  http: ["access_log off;", "sendfile on;", "tcp_nopush off;", "keepalive_requests 1000000;"],
} as const;

/** The settings above in words, for the report. */
export function describeNginxSettings(): string {
  const http = nginxSettings.http.map((directive) => directive.replace(/;$/, "")).join(", ");
  return `${nginxSettings.workerProcesses} worker process${nginxSettings.workerProcesses === 1 ? "" : "es"}, worker_connections ${nginxSettings.workerConnections}, ${http}`;
}

/** e.g. "1.22.1" (nginx prints its version on stderr). */
export function nginxVersion(binary = nginxPath): string {
  return /nginx\/([\d.]+)/.exec(spawnSync(binary, ["-v"], { encoding: "utf8" }).stderr)?.[1] ?? "";
}

export interface StaticServer {
  /** e.g. "nginx 1.22.1 (Debian), gzip_static and brotli_static, 1 worker process, …" or "plain Node 24.x server …" */
  name: string;
  /** The codings it sends from the files compressed beforehand, e.g. ["gzip", "br"]. */
  codings: string[];
  origin: string;
  process: Child;
}

/**
 * Serves `dir` (which must hold `probe`) on 127.0.0.1:port. `prefer` "node" skips nginx.
 * The folder must be readable by nginx's worker (which runs as nobody when started as root).
 */
export async function startStaticServer(
  dir: string,
  port: number,
  probe: string,
  prefer: "nginx" | "node" = "nginx",
): Promise<StaticServer> {
  const origin = `http://127.0.0.1:${port}`;
  if (prefer === "nginx" && existsSync(nginxPath)) {
    const version = nginxVersion();
    const brotli = existsSync(brotliStaticModule);
    const conf = path.join(dir, "nginx.conf");
    writeFileSync(conf, nginxConfig(dir, port, brotli));
    const server = startChild(nginxPath, ["-p", dir, "-c", conf, "-e", path.join(dir, "nginx-error.log")]);
    await waitForUrl(`${origin}/${probe}`, server, 15_000);
    const statics = brotli
      ? "gzip_static and brotli_static"
      : `gzip_static (no brotli_static: ${brotliStaticModule} is not installed)`;
    return {
      name: `nginx ${version} (Debian), ${statics}, ${describeNginxSettings()}`,
      codings: brotli ? ["gzip", "br"] : ["gzip"],
      origin,
      process: server,
    };
  }
  const server = startChild(process.execPath, [fileURLToPath(import.meta.url), dir, String(port)]);
  await waitForUrl(`${origin}/${probe}`, server, 15_000);
  return {
    name: `plain Node ${process.versions.node} server (node:http, file read per request, .br/.gz chosen as the site chooses)`,
    codings: ["gzip", "br"],
    origin,
    process: server,
  };
}

/** The static server's nginx.conf; `brotli`: Debian's brotli_static module is loaded and on. */
export function nginxConfig(dir: string, port: number, brotli: boolean): string {
  const temp = (name: string) => path.join(dir, name);
  // Run as root (a container), nginx would hand its worker to "nobody": the files are made readable.
  return `${brotli ? `load_module ${brotliStaticModule};\n` : ""}worker_processes ${nginxSettings.workerProcesses};
daemon off;
pid ${temp("nginx.pid")};
error_log ${temp("nginx-error.log")} warn;
events { worker_connections ${nginxSettings.workerConnections}; }
http {
${nginxSettings.http.map((directive) => `  ${directive}`).join("\n")}
  types { text/html html; }
  default_type application/octet-stream;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  # The page's .gz (and .br) written beside it: sent as they are, with Vary: Accept-Encoding as the site's.
  gzip_static on;
  gzip_vary on;
${brotli ? "  brotli_static on;\n" : ""}  server {
    listen 127.0.0.1:${port};
    root ${dir};
  }
}
`;
}

/**
 * The plain Node server: GET /name.html reads `dir/name.html` from disk and sends it, or its `.br`
 * or `.gz` when the client accepts that coding (chosen as the site chooses: brotli on a tie).
 */
function serve(dir: string, port: number): void {
  const base = path.resolve(dir);
  createServer(async (req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    const file = path.resolve(base, `.${name}`);
    if (!file.startsWith(base + path.sep) || !file.endsWith(".html")) {
      res.writeHead(404).end();
      return;
    }
    try {
      const negotiator = new Negotiator(req);
      const encoding = negotiator.encoding.bind(negotiator) as (
        available: string[],
        preferred: string[],
      ) => string | undefined;
      const coding = encoding(["br", "gzip", "identity"], ["br", "gzip"]);
      const suffix = coding === "br" ? ".br" : coding === "gzip" ? ".gz" : "";
      const body = await readFile(`${file}${suffix}`);
      const headers: Record<string, string | number> = {
        "content-type": "text/html; charset=utf-8",
        "content-length": body.length,
        vary: "Accept-Encoding",
      };
      if (suffix) headers["content-encoding"] = coding!;
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404).end();
    }
  }).listen(port, "127.0.0.1");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port || !existsSync(dir)) {
    console.error("usage: node bench/static-server.ts <folder> <port>");
    process.exit(1);
  }
  serve(dir, Number(port));
}
