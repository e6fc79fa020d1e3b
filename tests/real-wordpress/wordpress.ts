// A real WordPress for the tests, on loopback, in a temporary directory: Debian's `wordpress`
// (core from /usr/share/wordpress), a MariaDB of its own (socket only, no network, its data in the
// directory) and `php -S`. Installed with wp_install(), seeded from the embedded CMS's content
// (seed.ts), with the site's PHP from docs/wordpress/ installed as mu-plugins as that folder's
// README tells an administrator, and the plugins' REST shapes from mu-plugins/ (test only).
//
// Debian's /usr/share/wordpress/wp-config.php reads /etc/wordpress/config-{host}.php; nothing is
// written to /etc: the directory holds copies of core's root PHP files (wp-load.php looks for
// wp-config.php beside itself) with wp-config.php of its own, and links to wp-admin/ and
// wp-includes/.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSeed } from "./seed.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const here = fileURLToPath(new URL(".", import.meta.url));
/** Debian's WordPress core. */
export const WORDPRESS_CORE = "/usr/share/wordpress";
/** The site's shipped PHP, installed as docs/wordpress/README.md says. */
export const SHIPPED_PLUGINS = [
  "vitrine-content-types.php",
  "vitrine-polylang-rest.php",
  "vitrine-breadcrumb.php",
  "vitrine-revalidate.php",
  "vitrine-preview.php",
  "vitrine-contact-idempotency.php",
] as const;

export interface Credentials {
  user: string;
  /** An application password, as WordPress shows it (groups of four). */
  password: string;
}

export interface WordPressOptions {
  /** The loopback port of `php -S`. */
  port: number;
  /** wp-config.php's VITRINE_REVALIDATE_URL and _SECRET (docs/wordpress/vitrine-revalidate.php). */
  revalidate?: { url: string; secret: string };
  /** wp-config.php's VITRINE_SITE_URL and VITRINE_PREVIEW_SECRET (docs/wordpress/vitrine-preview.php). */
  preview?: { siteUrl: string; secret: string };
  /** The Polylang imitated (mu-plugins/vitrine-test-plugins.php): "free" by default. */
  polylang?: "free" | "pro" | "bare";
  /** The shipped PHP files to install (all by default): a test leaves one out to show what it does. */
  plugins?: readonly string[];
}

export interface RealWordPress {
  /** http://127.0.0.1:{port} */
  readonly url: string;
  readonly dir: string;
  /** The administrator's application password (edits through the REST API, as an editor's). */
  readonly admin: Credentials;
  /** The "Vitrine preview" user's application password (README, "Preview"). */
  readonly preview: Credentials;
  /** Runs PHP with WordPress loaded, as the administrator; resolves with what it printed. */
  php(code: string): Promise<string>;
  /** `Authorization` header of a user's application password. */
  basic(credentials: Credentials): string;
  /** Stops the web server (WordPress is down; the database keeps running). */
  stopWeb(): Promise<void>;
  /** Starts the web server again. */
  startWeb(): Promise<void>;
  /** Stops everything and removes the directory. */
  stop(): Promise<void>;
  /** The last lines printed by the database and the web server (for a failure's message). */
  output(): string;
}

/** Whether Debian's packages are installed (.ci/run installs them). */
export function missingPackages(): string[] {
  const missing: string[] = [];
  if (!existsSync(`${WORDPRESS_CORE}/wp-settings.php`)) missing.push("wordpress");
  if (!existsSync("/usr/sbin/mariadbd") && !existsSync("/usr/sbin/mysqld")) missing.push("mariadb-server");
  if (!existsSync("/usr/bin/php")) missing.push("php-cli");
  return missing;
}

interface Child {
  child: ChildProcess;
  exited: Promise<void>;
}

function run(command: string, args: string[], env: Record<string, string>, printed: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (err) printed.push(err);
      if (debug) process.stderr.write(err);
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(command)} ${args.join(" ")} exited with ${code}:\n${out}\n${err}`));
    });
  });
}

/** VITRINE_WP_DEBUG=1 prints what the database, PHP and WordPress print. */
const debug = process.env.VITRINE_WP_DEBUG === "1";

function background(command: string, args: string[], env: Record<string, string>, printed: string[]): Child {
  // Its own process group: `php -S` with workers forks them, and they stop with it.
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr])
    stream.on("data", (chunk: Buffer) => {
      printed.push(chunk.toString());
      if (debug) process.stderr.write(chunk);
    });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, exited };
}

async function stopChild(running: Child | undefined): Promise<void> {
  if (!running || running.child.exitCode !== null || running.child.signalCode !== null) return;
  const { pid } = running.child;
  if (pid !== undefined) process.kill(-pid, "SIGTERM");
  await running.exited;
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, printed: string[]) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s:\n${printed.join("").slice(-3000)}`);
}

const phpString = (value: string): string => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

/** Starts MariaDB and WordPress, installs and seeds it; resolves once its REST API answers. */
export async function startWordPress(options: WordPressOptions): Promise<RealWordPress> {
  const missing = missingPackages();
  if (missing.length > 0)
    throw new Error(
      `The real-WordPress tests need Debian's ${missing.join(", ")}: apt-get install ${missing.join(" ")}`,
    );
  const dir = await mkdtemp(path.join(tmpdir(), "vitrine-wp-"));
  const url = `http://127.0.0.1:${options.port}`;
  const host = `127.0.0.1:${options.port}`;
  const printed: string[] = [];
  const socket = path.join(dir, "mysql.sock");
  const wp = path.join(dir, "wp");
  const env = { VITRINE_TEST_HOST: host, VITRINE_TEST_POLYLANG: options.polylang ?? "free" };
  let database: Child | undefined;
  let web: Child | undefined;

  const stop = async () => {
    await stopChild(web);
    await stopChild(database);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    // The database: its own data directory, a socket, no TCP, no grant tables (nothing else can reach it).
    const mariadbd = existsSync("/usr/sbin/mariadbd") ? "/usr/sbin/mariadbd" : "/usr/sbin/mysqld";
    const user = process.getuid?.() === 0 ? ["--user=root"] : [];
    const common = ["--no-defaults", `--datadir=${path.join(dir, "db")}`, ...user];
    const install = existsSync("/usr/bin/mariadb-install-db")
      ? "/usr/bin/mariadb-install-db"
      : "/usr/bin/mysql_install_db";
    await run(
      install,
      [...common, "--skip-test-db", "--skip-name-resolve", "--auth-root-authentication-method=normal"],
      {},
      printed,
    );
    database = background(
      mariadbd,
      [
        ...common,
        `--socket=${socket}`,
        `--pid-file=${path.join(dir, "mariadbd.pid")}`,
        `--tmpdir=${dir}`,
        "--skip-networking",
        "--skip-grant-tables",
        "--skip-name-resolve",
        "--skip-log-bin",
        "--innodb-buffer-pool-size=32M",
        "--innodb-flush-log-at-trx-commit=0",
        "--innodb-doublewrite=0",
      ],
      {},
      printed,
    );
    await until("MariaDB listens on its socket", () => existsSync(socket), 30_000, printed);

    // WordPress core: root PHP files copied (their directory is ABSPATH), the rest linked.
    await mkdir(path.join(wp, "wp-content", "mu-plugins"), { recursive: true });
    for (const entry of await readdir(WORDPRESS_CORE)) {
      if (entry === "wp-config.php" || entry === "wp-content") continue;
      if (entry.endsWith(".php")) await copyFile(path.join(WORDPRESS_CORE, entry), path.join(wp, entry));
      else await symlink(path.join(WORDPRESS_CORE, entry), path.join(wp, entry));
    }
    await symlink(path.join(WORDPRESS_CORE, "wp-content", "themes"), path.join(wp, "wp-content", "themes"));
    await mkdir(path.join(wp, "wp-content", "plugins"));
    // The demo's media, at the addresses the seeded image fields give.
    await symlink(path.join(root, "cms", "uploads"), path.join(wp, "wp-content", "uploads"));
    const plugins = (options.plugins ?? SHIPPED_PLUGINS).filter(
      (file) => !(options.polylang === "bare" && file === "vitrine-polylang-rest.php"),
    );
    for (const file of plugins)
      await copyFile(path.join(root, "docs", "wordpress", file), path.join(wp, "wp-content", "mu-plugins", file));
    await copyFile(
      path.join(here, "mu-plugins", "vitrine-test-plugins.php"),
      path.join(wp, "wp-content", "mu-plugins", "vitrine-test-plugins.php"),
    );
    for (const file of ["install.php", "seed.php", "router.php"])
      await copyFile(path.join(here, file), path.join(dir, file));

    const define = (name: string, value: string | boolean) =>
      `define( '${name}', ${typeof value === "boolean" ? String(value) : phpString(value)} );`;
    const salts = ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY", "AUTH_SALT", "SECURE_AUTH_SALT"]
      .concat(["LOGGED_IN_SALT", "NONCE_SALT"])
      .map((name) => define(name, randomBytes(32).toString("base64")));
    const config = [
      "<?php",
      "// TEST ONLY: the test WordPress's configuration (tests/real-wordpress/wordpress.ts).",
      define("DB_NAME", "wordpress"),
      define("DB_USER", "root"),
      define("DB_PASSWORD", ""),
      define("DB_HOST", `localhost:${socket}`),
      define("DB_CHARSET", "utf8mb4"),
      define("DB_COLLATE", ""),
      ...salts,
      "$table_prefix = 'wp_';",
      define("WP_HOME", url),
      define("WP_SITEURL", url),
      define("WP_CONTENT_DIR", path.join(wp, "wp-content")),
      // Application passwords over plain HTTP (README, "Preview").
      define("WP_ENVIRONMENT_TYPE", "local"),
      define("DISABLE_WP_CRON", true),
      define("AUTOMATIC_UPDATER_DISABLED", true),
      define("WP_HTTP_BLOCK_EXTERNAL", true),
      define("WP_DEBUG", false),
      // What docs/wordpress/ asks an administrator to add.
      ...(options.revalidate
        ? [
            define("VITRINE_REVALIDATE_URL", options.revalidate.url),
            define("VITRINE_REVALIDATE_SECRET", options.revalidate.secret),
          ]
        : []),
      ...(options.preview
        ? [
            define("VITRINE_SITE_URL", options.preview.siteUrl),
            define("VITRINE_PREVIEW_SECRET", options.preview.secret),
          ]
        : []),
      define("VITRINE_BREADCRUMB_EVENTS_UNDER", "175"),
      define("VITRINE_BREADCRUMB_SOCIETIES_UNDER", "308,316"),
      "if ( ! defined( 'ABSPATH' ) ) {",
      "\tdefine( 'ABSPATH', __DIR__ . '/' );",
      "}",
      "require_once ABSPATH . 'wp-settings.php';",
      "",
    ].join("\n");
    await writeFile(path.join(wp, "wp-config.php"), config);
    await writeFile(path.join(dir, "seed.json"), JSON.stringify(buildSeed(url)));

    await run("php", [path.join(dir, "install.php")], env, printed);
    const credentials = JSON.parse(await run("php", [path.join(dir, "seed.php")], env, printed)) as {
      admin: Credentials;
      preview: Credentials;
    };

    const startWeb = async () => {
      // Several workers: the site reads WordPress in parallel while WordPress calls the site.
      web = background(
        "php",
        ["-S", host, "-t", wp, path.join(dir, "router.php")],
        { ...env, PHP_CLI_SERVER_WORKERS: "4" },
        printed,
      );
      await until(
        `WordPress answers on ${url}`,
        () =>
          fetch(`${url}/wp-json/`).then(
            (response) => response.ok,
            () => false,
          ),
        30_000,
        printed,
      );
    };
    await startWeb();

    return {
      url,
      dir,
      admin: credentials.admin,
      preview: credentials.preview,
      async php(code: string) {
        const file = path.join(dir, `eval-${randomBytes(6).toString("hex")}.php`);
        await writeFile(
          file,
          `<?php\n$_SERVER['HTTP_HOST'] = getenv( 'VITRINE_TEST_HOST' );\n$_SERVER['REQUEST_URI'] = '/';\nrequire ${phpString(path.join(wp, "wp-load.php"))};\nwp_set_current_user( 1 );\n${code}\n`,
        );
        try {
          return await run("php", [file], env, printed);
        } finally {
          await rm(file, { force: true });
        }
      },
      basic: (c: Credentials) => `Basic ${Buffer.from(`${c.user}:${c.password}`).toString("base64")}`,
      stopWeb: () => stopChild(web),
      startWeb,
      stop,
      output: () => printed.join("").slice(-4000),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
