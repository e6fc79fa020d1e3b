// The logs of every site server an end-to-end run starts, read for secrets once the run ends
// (e2e/no-secret-reporter.ts). The suite's own server's output reaches the reporter directly; a
// spec's private site (e2e/private-site.ts) writes its output, and the secrets it was given, into
// the run's folder (E2E_LOG_DIR, made by playwright.config.ts).
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The settings whose values are secrets (config/env.ts). */
const secretSettings = ["REVALIDATE_SECRET", "PREVIEW_SECRET", "WORDPRESS_PREVIEW_PASSWORD"] as const;

/**
 * The secrets a server given `env` holds, in every form it could print them: as set, an
 * application password without its spaces, the preview user's HTTP Basic credentials, and the
 * password of REDIS_URL.
 */
export function secretsOf(env: Record<string, string | undefined>): string[] {
  const values = secretSettings.flatMap((name) => (env[name]?.trim() ? [env[name].trim()] : []));
  const password = env.WORDPRESS_PREVIEW_PASSWORD?.trim();
  if (password) {
    values.push(password.replace(/ /g, ""));
    const basic = Buffer.from(`${env.WORDPRESS_PREVIEW_USER ?? ""}:${password}`);
    values.push(basic.toString("base64"), basic.toString("base64url"));
  }
  const redisPassword = env.REDIS_URL ? URL.parse(env.REDIS_URL)?.password : undefined;
  if (redisPassword) values.push(decodeURIComponent(redisPassword));
  return [...new Set(values)];
}

/** The secrets that `text` holds. */
export function leaks(text: string, secrets: readonly string[]): string[] {
  return secrets.filter((secret) => text.includes(secret));
}

let opened = 0;

/**
 * A log of this run: where a server's output goes, with the secrets its settings hold. Written
 * only when the run keeps its logs (E2E_LOG_DIR); a spec run by another runner writes nothing.
 */
export function runLog(name: string, env: Record<string, string | undefined>): (chunk: string) => void {
  const dir = process.env.E2E_LOG_DIR;
  if (!dir) return () => {};
  const base = path.join(dir, `${name}-${process.pid}-${++opened}`);
  writeFileSync(`${base}.secrets.json`, JSON.stringify(secretsOf(env)));
  return (chunk) => appendFileSync(`${base}.log`, chunk);
}

export interface RunLog {
  name: string;
  text: string;
  secrets: string[];
}

/** The logs the run's private sites wrote in `dir`. */
export function readRunLogs(dir: string): RunLog[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".secrets.json"))
    .map((file) => {
      const name = file.slice(0, -".secrets.json".length);
      let text = "";
      try {
        text = readFileSync(path.join(dir, `${name}.log`), "utf8");
      } catch {
        // A server that printed nothing.
      }
      return { name, text, secrets: JSON.parse(readFileSync(path.join(dir, file), "utf8")) as string[] };
    });
}
