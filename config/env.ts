// The one place that reads the environment. Every variable is validated here, with a message
// that says which variable is wrong and what it should look like.
import { isIP } from "node:net";
import { z } from "zod";
import type { FixedPage } from "./site.ts";

const portNumber = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be 1 or more")
  .max(65535, "must be 65535 or less");

const port = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : fallback))
    .pipe(portNumber);

/** A port that may be unset (undefined). */
const optionalPort = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? Number(value) : undefined))
  .pipe(portNumber.optional());

const origin = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value), "must be an absolute URL such as https://example.org")
  .transform((value) => new URL(value))
  .refine((url) => url.protocol === "http:" || url.protocol === "https:", "must start with http:// or https://")
  .transform((url) => `${url.origin}${url.pathname.replace(/\/+$/, "")}`);

const pageId = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : fallback))
    .pipe(z.number({ error: "must be a number" }).int("must be a whole number").positive("must be a positive page id"));

const seconds = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : fallback))
    .pipe(
      z.number({ error: "must be a number" }).int("must be a whole number of seconds").min(1, "must be at least 1"),
    );

const formId = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? Number(value) : undefined))
  .pipe(
    z
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .positive("must be a positive form id")
      .optional(),
  );

const count = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : fallback))
    .pipe(z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1"));
/** A comma-separated list of http(s) origins, e.g. "http://127.0.0.1:8079" or "http://10.0.0.5:8079,http://10.0.0.6:8079". */
const origins = z
  .string()
  .trim()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .refine(
          (value) => URL.canParse(value),
          "must be absolute URLs such as http://127.0.0.1:8079, separated by commas",
        )
        .transform((value) => new URL(value))
        .refine((url) => url.protocol === "http:" || url.protocol === "https:", "must start with http:// or https://")
        .refine(
          (url) => url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password,
          "must be origins only (scheme, host and port), without a path, query or credentials",
        )
        .transform((url) => url.origin),
    ),
  );

/** The reverse proxies in front of the site, whose X-Forwarded-For is believed (lib/server/client-address.ts). */
const trustedProxyNames = new Set(["loopback", "linklocal", "uniquelocal"]);
/** Who may be the proxy a hop count starts from, unless TRUSTED_PROXIES names them: loopback and private ranges. */
export const defaultProxyPeers = ["loopback", "uniquelocal"] as const;
const isAddressOrRange = (value: string) => {
  const [address = "", prefix, ...rest] = value.split("/");
  if (rest.length || !isIP(address)) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) ? Number(prefix) <= (isIP(address) === 4 ? 32 : 128) : isIP(prefix) === 4;
};
const addressList = (value: string) =>
  value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
const isAddressEntry = (entry: string) => trustedProxyNames.has(entry) || isAddressOrRange(entry);
const trustedProxies = z
  .string()
  .trim()
  .optional()
  .transform((value): TrustedProxies => {
    if (!value) return null;
    const hops = /^(\d+)(?:\s+from\s+(.*))?$/.exec(value);
    if (hops)
      return { hops: Number(hops[1]), from: hops[2] === undefined ? [...defaultProxyPeers] : addressList(hops[2]) };
    return { addresses: addressList(value) };
  })
  .refine(
    (value) =>
      value === null ||
      ("hops" in value
        ? value.hops >= 1 && value.hops <= 10 && value.from.length > 0 && value.from.every(isAddressEntry)
        : value.addresses.every(isAddressEntry)),
    {
      error:
        "must be the number of proxies in front of the site (1 to 10), believed from loopback and private addresses, or from the ones given after `from` (`2 from 198.51.100.7, loopback`); or the proxies' addresses: IP addresses, CIDR ranges such as 10.0.0.0/8, or loopback, linklocal, uniquelocal, separated by commas",
    },
  );

/**
 * Unset: the socket's address is the visitor's. `hops`: that many proxies in front, believed only
 * on a connection from `from` (addresses, ranges, proxy-addr's names). `addresses`: the proxies.
 */
export type TrustedProxies = null | { hops: number; from: string[] } | { addresses: string[] };

const scriptUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((value) => URL.canParse(value), "must be an absolute URL such as https://example.org/script.js")
    .refine((value) => /^https?:$/.test(new URL(value).protocol), "must start with http:// or https://");

/** A Redis server: redis://[user:password@]host:port[/db], or rediss:// for TLS. */
const redisUrl = z
  .string()
  .trim()
  .optional()
  .refine(
    (value) =>
      value === undefined ||
      (URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol) && new URL(value).hostname !== ""),
    "must be a Redis URL such as redis://127.0.0.1:6379 (or rediss:// for TLS)",
  );

/** Every variable the site reads, with its default (`schema.in.shape`): docs/settings.md lists them (tests/settings-doc.test.ts). */
export const schema = z
  .object({
    PORT: port(3000),
    HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
    SITE_URL: origin.optional(),
    // The site's name when WordPress's options give none (or cannot be read).
    SITE_NAME: z.string().trim().max(100, "must be at most 100 characters").optional(),
    WORDPRESS_URL: origin.optional(),
    CMS_PORT: port(3001),
    PAGE_ID_HOME: pageId(109),
    PAGE_ID_LIFE: pageId(163),
    PAGE_ID_STUDY: pageId(169),
    PAGE_ID_ECOSYSTEM: pageId(308),
    PAGE_ID_INVEST: pageId(173),
    PAGE_ID_NOW: pageId(175),
    REVALIDATE_SECONDS: seconds(300),
    RENDER_DEADLINE_MS: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? Number(value) : 8000))
      .pipe(
        z
          .number({ error: "must be a number" })
          .int("must be a whole number of milliseconds")
          .min(500, "must be at least 500")
          .max(60_000, "must be at most 60000"),
      ),
    // Next's standalone server.js would serve pages without server.ts (no security headers, no page policies).
    NEXT_OUTPUT: z
      .string()
      .optional()
      .refine(
        (value) => !value,
        "is no longer supported: the standalone server.js of Next.js sends pages without the site's security headers and page policies (server.ts); run npm run serve on the built repository instead (docs/operations/production.md)",
      ),
    REVALIDATE_SECRET: z.string().trim().min(16, "must be at least 16 characters (a long random string)").optional(),
    // Editor preview (lib/preview/): the secret WordPress signs preview links with (VITRINE_PREVIEW_SECRET in
    // docs/wordpress/vitrine-preview.php), and the application password the site reads unpublished content with.
    PREVIEW_SECRET: z
      .string()
      .trim()
      .min(32, "must be at least 32 characters (a long random string, the same as VITRINE_PREVIEW_SECRET in WordPress)")
      .optional(),
    WORDPRESS_PREVIEW_USER: z
      .string()
      .trim()
      .refine((value) => !value.includes(":"), "must be a WordPress login (no colon)")
      .optional(),
    WORDPRESS_PREVIEW_PASSWORD: z
      .string()
      .trim()
      .refine(
        (value) => value.replace(/[^a-z\d]/gi, "").length >= 16,
        "must be an application password as WordPress shows it (24 letters and digits, spaces allowed), not the user's login password",
      )
      .optional(),
    // The nginx front's purge endpoints (deploy/nginx/vitrine.conf), purged after a revalidation.
    CACHE_PURGE_URL: origins,
    // The reverse proxies whose X-Forwarded-For gives the visitor's address (the contact rate limit).
    TRUSTED_PROXIES: trustedProxies,
    // The state several instances share (lib/redis/client.ts); unset: each instance keeps its own.
    REDIS_URL: redisUrl,
    // The contact form (lib/contact/).
    PAGE_ID_CONTACT: pageId(332),
    CONTACT_FORM_ID_FR: formId,
    CONTACT_FORM_ID_EN: formId,
    CONTACT_RATE_LIMIT: count(10),
    CONTACT_RATE_WINDOW_SECONDS: seconds(900),
    // The contact outbox (lib/contact/outbox.ts): where messages wait while WordPress cannot take them.
    CONTACT_OUTBOX_FILE: z.string().trim().default(".data/contact-outbox.sqlite"),
    CONTACT_OUTBOX_RETRY_SECONDS: seconds(30),
    CONTACT_OUTBOX_MAX_AGE_HOURS: count(72),
    // Third-party scripts, loaded only after the visitor's consent (lib/security/third-parties.ts).
    GTM_ID: z
      .string()
      .trim()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, "must be a Google Tag Manager container id such as GTM-AB12CD3")
      .optional(),
    GTM_SCRIPT_URL: scriptUrl("https://www.googletagmanager.com/gtm.js"),
    HEATMAP_ID: z
      .string()
      .trim()
      .regex(/^[a-z0-9]{6,20}$/i, "must be a Microsoft Clarity project id such as abcd1234ef")
      .optional(),
    HEATMAP_SCRIPT_URL: scriptUrl("https://www.clarity.ms/tag/"),
    // The service worker (offline pages, static files from cache).
    SERVICE_WORKER: z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on"),
    // The server's log (lib/server/log.ts): one JSON object a line, or lines for people to read;
    // unset: readable under `npm run dev` and the unit tests (NODE_ENV development or test), JSON otherwise.
    LOG_FORMAT: z.enum(["json", "pretty"], { error: 'must be "json" or "pretty"' }).optional(),
    // The least important lines the log keeps.
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: "must be one of fatal, error, warn, info, debug, trace, silent",
      })
      .default("info"),
    // The Prometheus metrics (lib/server/metrics.ts), on a listener of their own: unset, none.
    METRICS_PORT: optionalPort,
    // The address the metrics listener is bound to: loopback unless a Prometheus elsewhere must reach it.
    METRICS_HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
  })
  .superRefine((env, context) => {
    // Preview needs all three: who reads drafts, and the secret that proves an editor asked.
    const user = env.WORDPRESS_PREVIEW_USER !== undefined;
    const password = env.WORDPRESS_PREVIEW_PASSWORD !== undefined;
    if (user !== password) {
      const missing = user ? "WORDPRESS_PREVIEW_PASSWORD" : "WORDPRESS_PREVIEW_USER";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: "must be set too: the preview user's login and its application password go together (or set neither)",
      });
    }
    if (user && password && env.PREVIEW_SECRET === undefined) {
      context.addIssue({
        code: "custom",
        path: ["PREVIEW_SECRET"],
        message:
          "must be set when WORDPRESS_PREVIEW_USER is: the secret WordPress signs preview links with (VITRINE_PREVIEW_SECRET)",
      });
    }
    // With the embedded CMS the launcher supplies its preview user (scripts/lib/runtime.ts).
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      context.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "must differ from PORT: the metrics are never served on the site's public port",
      });
    }
    if (env.PREVIEW_SECRET !== undefined && !user && !password && env.WORDPRESS_URL !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["WORDPRESS_PREVIEW_USER"],
        message:
          "must be set when PREVIEW_SECRET is, with WORDPRESS_PREVIEW_PASSWORD: the WordPress user (and its application password) the site reads unpublished content with",
      });
    }
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    // The default in the form SITE_URL is read to (http://localhost for port 80): passed on as
    // SITE_URL (the local cluster's instances), it stays the same address.
    siteUrl: env.SITE_URL ?? new URL(`http://localhost:${env.PORT}`).origin,
    /** The site's name in titles, header and footer when WordPress's options name none: SITE_NAME, else the public host name. */
    siteName: env.SITE_NAME ?? new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`).hostname,
    /** The WordPress origin; unset means the embedded CMS on CMS_PORT. */
    wordpressUrl: env.WORDPRESS_URL ?? `http://127.0.0.1:${env.CMS_PORT}`,
    usesEmbeddedCms: env.WORDPRESS_URL === undefined,
    cmsPort: env.CMS_PORT,
    pageIds: {
      home: env.PAGE_ID_HOME,
      life: env.PAGE_ID_LIFE,
      study: env.PAGE_ID_STUDY,
      ecosystem: env.PAGE_ID_ECOSYSTEM,
      invest: env.PAGE_ID_INVEST,
      now: env.PAGE_ID_NOW,
    },
    revalidateSeconds: env.REVALIDATE_SECONDS,
    /** The most a page render waits for WordPress before answering 503 (cached pages answer at once). */
    renderDeadlineMs: env.RENDER_DEADLINE_MS,
    /** Shared with WordPress for POST /api/revalidate; null turns the endpoint off (404). */
    revalidateSecret: env.REVALIDATE_SECRET ?? null,
    /**
     * Editor preview: the secret of WordPress's preview links and the application password that
     * reads unpublished content; null turns preview off (/api/preview answers 404).
     */
    preview:
      env.PREVIEW_SECRET && env.WORDPRESS_PREVIEW_USER && env.WORDPRESS_PREVIEW_PASSWORD
        ? { secret: env.PREVIEW_SECRET, user: env.WORDPRESS_PREVIEW_USER, password: env.WORDPRESS_PREVIEW_PASSWORD }
        : null,
    /** The nginx fronts' purge endpoints (origins); empty: nothing to purge after a revalidation. */
    cachePurgeUrls: [...new Set(env.CACHE_PURGE_URL)],
    /** Who may say, in X-Forwarded-For, which address a request comes from; null: nobody (the socket's address). */
    trustedProxies: env.TRUSTED_PROXIES,
    /** The Redis server the instances share; null: one instance, state kept in this process and on its disk. */
    redisUrl: env.REDIS_URL ?? null,
    contact: {
      /** WordPress id of the contact page, in French (its translations are contact pages too). */
      pageId: env.PAGE_ID_CONTACT,
      /** Contact Form 7 ids used when the site options name none. */
      formIds: { fr: env.CONTACT_FORM_ID_FR, en: env.CONTACT_FORM_ID_EN },
      /** At most `max` messages per visitor address in any `windowSeconds`. */
      rateLimit: { max: env.CONTACT_RATE_LIMIT, windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS },
      /** Messages WordPress could not take wait in this SQLite file; the first retry after `retrySeconds`, doubling; reported after `maxAgeHours`. */
      outbox: {
        file: env.CONTACT_OUTBOX_FILE,
        retrySeconds: env.CONTACT_OUTBOX_RETRY_SECONDS,
        maxAgeHours: env.CONTACT_OUTBOX_MAX_AGE_HOURS,
      },
    },
    /** Google Tag Manager (audience measurement); null when GTM_ID is unset. */
    tagManager: env.GTM_ID ? { id: env.GTM_ID, scriptUrl: env.GTM_SCRIPT_URL } : null,
    /** Microsoft Clarity (heatmaps and session recordings); null when HEATMAP_ID is unset. */
    heatmap: env.HEATMAP_ID ? { id: env.HEATMAP_ID, scriptUrl: env.HEATMAP_SCRIPT_URL } : null,
    /** False: the build writes a /sw.js that removes itself from browsers, and pages register none. */
    serviceWorker: env.SERVICE_WORKER === "on",
    /** The log's format (LOG_FORMAT); undefined: chosen by NODE_ENV (lib/server/log.ts). */
    logFormat: env.LOG_FORMAT,
    logLevel: env.LOG_LEVEL,
    /** Where /metrics is served (Prometheus text format); null: nowhere. Never the public port. */
    metrics: env.METRICS_PORT === undefined ? null : { port: env.METRICS_PORT, host: env.METRICS_HOST },
  }));

export type Env = z.output<typeof schema>;

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

/** Validates an environment; throws a ConfigurationError listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as unset, as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    return `  ${name}=${JSON.stringify(source[name] ?? "")}: ${issue.message}`;
  });
  throw new ConfigurationError(
    `Invalid configuration:\n${lines.join("\n")}\nSee the table of settings in docs/settings.md.`,
  );
}

let cached: Env | undefined;

/** The validated environment of this process (read once). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** WordPress ids of the fixed pages, in the default language (PAGE_ID_*). */
export function fixedPageIds(): Record<FixedPage, number> {
  return env().pageIds;
}

/** The contact page (its id in French, PAGE_ID_CONTACT), form ids and rate limit. */
export function contactSettings(): Env["contact"] {
  return env().contact;
}

/** Editor preview's secret and credentials; null when preview is off. */
export function previewSettings(): Env["preview"] {
  return env().preview;
}

/** Pages register the service worker in production builds, unless SERVICE_WORKER=off. */
export function serviceWorkerEnabled(): boolean {
  return env().serviceWorker && process.env.NODE_ENV === "production";
}
