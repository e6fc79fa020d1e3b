// The static-file baseline: the same HTML the site sends, served from files by Debian's nginx when
// /usr/sbin/nginx exists (one worker process, like the site's one Node process), else by the plain
// Node server below. The nginx settings here are also those of the nginx front the benchmark runs
// in front of the site (bench/front.ts), so that the two compare. Run as a script, this file is
// that Node server:
//   node bench/static-server.ts <folder> <port>
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startChild, waitForUrl, type Child } from "./proc.ts";

export const nginxPath = "/usr/sbin/nginx";

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
  /** e.g. "nginx 1.22.1 (Debian), 1 worker process, …" or "plain Node 24.x server …" */
  name: string;
  origin: string;
  process: Child;
}

/**
 * Serves `dir` (which must hold `probe`) on 127.0.0.1:port. `prefer` "node" skips nginx.
 * The folder must be readable by nginx's worker (which runs as nobody when started as root).
 */
export async function startStaticServer(dir: string, port: number, probe: string, prefer: "nginx" | "node" = "nginx"): Promise<StaticServer> {
  const origin = `http://127.0.0.1:${port}`;
  if (prefer === "nginx" && existsSync(nginxPath)) {
    const version = nginxVersion();
    const conf = path.join(dir, "nginx.conf");
    writeFileSync(conf, nginxConfig(dir, port));
    const server = startChild(nginxPath, ["-p", dir, "-c", conf, "-e", path.join(dir, "nginx-error.log")]);
    await waitForUrl(`${origin}/${probe}`, server, 15_000);
    return { name: `nginx ${version} (Debian), ${describeNginxSettings()}`, origin, process: server };
  }
  const server = startChild(process.execPath, [fileURLToPath(import.meta.url), dir, String(port)]);
  await waitForUrl(`${origin}/${probe}`, server, 15_000);
  return { name: `plain Node ${process.versions.node} server (node:http, file read per request)`, origin, process: server };
}

function nginxConfig(dir: string, port: number): string {
  const temp = (name: string) => path.join(dir, name);
  return `worker_processes ${nginxSettings.workerProcesses};
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
  server {
    listen 127.0.0.1:${port};
    root ${dir};
  }
}
`;
}

/** The plain Node server: GET /name.html reads `dir/name.html` from disk and sends it. */
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
      const body = await readFile(file);
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length }).end(body);
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

