// Fault injection for tests and benchmarks (admin API): latency, random failures, malformed
// answers, a dead server, and forced Contact Form 7 outcomes. Applies to /wp-json only.

import { isObject } from "./json.ts";

/** The faults of one scope: every route, or one route and what lies below it. */
export interface RouteFaults {
  latencyMs: number;
  failRate: number;
  status: number;
  malformed: null | "json" | "html";
  down: boolean;
  /** A forced outcome; `lost_answer`: the message is taken (mail_sent), then the answer is lost (504). */
  cf7: null | "mail_failed" | "spam" | "aborted" | "lost_answer";
}

export interface Faults extends RouteFaults {
  /**
   * Faults of single routes under /wp-json (`/bakery/v1/breadcrumb/vivre`: that route and those
   * below it), used instead of the global ones for those routes; the longest matching prefix wins.
   */
  routes: Record<string, RouteFaults>;
}

const NO_ROUTE_FAULTS: RouteFaults = {
  latencyMs: 0,
  failRate: 0,
  status: 503,
  malformed: null,
  down: false,
  cf7: null,
};
export const NO_FAULTS: Faults = { ...NO_ROUTE_FAULTS, routes: {} };

const ROUTE_PREFIX = /^\/[^?#\s]*[^/?#\s]$/;

/** The faults a request to this route (under /wp-json, e.g. `/bakery/v1/breadcrumb/vivre`) gets. */
export function faultsFor(faults: Faults, route: string): RouteFaults {
  const clean = route.length > 1 ? route.replace(/\/+$/, "") : route;
  const prefix = Object.keys(faults.routes)
    .filter((candidate) => clean === candidate || clean.startsWith(`${candidate}/`))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? faults : (faults.routes[prefix] ?? faults);
}

/** Validates a partial faults body and merges it into `current`; returns an error sentence if invalid. */
export function mergeFaults(current: Faults, body: unknown): { faults: Faults } | { error: string } {
  if (!isObject(body)) return { error: "The body must be a JSON object." };
  const { routes, ...global } = body;
  const merged = mergeRouteFaults(current, global);
  if ("error" in merged) return merged;
  const next: Faults = { ...current, ...merged.faults, routes: { ...current.routes } };
  if (routes !== undefined) {
    if (!isObject(routes))
      return { error: 'routes must be an object such as {"/bakery/v1/breadcrumb/vivre": {"failRate": 1}}.' };
    for (const [prefix, value] of Object.entries(routes)) {
      if (!ROUTE_PREFIX.test(prefix))
        return {
          error: `routes: "${prefix}" is not a route under /wp-json such as "/bakery/v1/breadcrumb/vivre" (no trailing slash).`,
        };
      if (value === null) {
        delete next.routes[prefix];
        continue;
      }
      const route = mergeRouteFaults(next.routes[prefix] ?? NO_ROUTE_FAULTS, value);
      if ("error" in route) return { error: `routes "${prefix}": ${route.error}` };
      next.routes[prefix] = route.faults;
    }
  }
  return { faults: next };
}

function mergeRouteFaults(current: RouteFaults, body: unknown): { faults: RouteFaults } | { error: string } {
  if (!isObject(body)) return { error: "The body must be a JSON object." };
  const next: RouteFaults = {
    latencyMs: current.latencyMs,
    failRate: current.failRate,
    status: current.status,
    malformed: current.malformed,
    down: current.down,
    cf7: current.cf7,
  };
  for (const [key, value] of Object.entries(body)) {
    switch (key) {
      case "latencyMs":
        if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 60_000)
          return { error: "latencyMs must be an integer between 0 and 60000." };
        next.latencyMs = value;
        break;
      case "failRate":
        if (typeof value !== "number" || !(value >= 0 && value <= 1))
          return { error: "failRate must be a number between 0 and 1." };
        next.failRate = value;
        break;
      case "status":
        if (typeof value !== "number" || !Number.isInteger(value) || value < 400 || value > 599)
          return { error: "status must be an integer between 400 and 599." };
        next.status = value;
        break;
      case "malformed":
        if (value !== null && value !== "json" && value !== "html")
          return { error: 'malformed must be null, "json" or "html".' };
        next.malformed = value;
        break;
      case "down":
        if (typeof value !== "boolean") return { error: "down must be true or false." };
        next.down = value;
        break;
      case "cf7":
        if (
          value !== null &&
          value !== "mail_failed" &&
          value !== "spam" &&
          value !== "aborted" &&
          value !== "lost_answer"
        )
          return { error: 'cf7 must be null, "mail_failed", "spam", "aborted" or "lost_answer".' };
        next.cf7 = value;
        break;
      default:
        return { error: `Unknown fault "${key}". Known: latencyMs, failRate, status, malformed, down, cf7, routes.` };
    }
  }
  return { faults: next };
}

const ERROR_CODES: Record<number, [string, string]> = {
  429: ["rest_too_many_requests", "Too many requests."],
  500: ["internal_server_error", "There has been a critical error on this website."],
  502: ["http_bad_gateway", "Bad gateway."],
  503: ["http_service_unavailable", "Service temporarily unavailable."],
  504: ["http_gateway_timeout", "Gateway timeout."],
};

/** The WordPress-style error body answered for an injected failure. */
export function faultErrorBody(status: number): { code: string; message: string; data: { status: number } } {
  const [code, message] = ERROR_CODES[status] ?? [`http_${status}`, `The server answered with status ${status}.`];
  return { code, message, data: { status } };
}

/** What PHP prints when WordPress dies with a fatal error (display_errors on), then WP's own page. */
export const PHP_FATAL_HTML = `<br />
<b>Fatal error</b>:  Uncaught Error: Call to undefined function acf_get_field_groups() in /var/www/html/wp-content/plugins/acf-to-rest-api/v3/lib/endpoints/class-acf-to-rest-api-controller.php:214
Stack trace:
#0 /var/www/html/wp-includes/rest-api/class-wp-rest-server.php(1292): ACF_To_REST_API_Controller-&gt;get_item()
#1 /var/www/html/wp-includes/rest-api/class-wp-rest-server.php(1125): WP_REST_Server-&gt;respond_to_request()
#2 {main}
  thrown in <b>/var/www/html/wp-content/plugins/acf-to-rest-api/v3/lib/endpoints/class-acf-to-rest-api-controller.php</b> on line <b>214</b><br />
<!DOCTYPE html>
<html lang="fr-FR">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width">
<title>Erreur WordPress</title>
</head>
<body id="error-page">
<div class="wp-die-message"><p>Il y a eu une erreur critique sur ce site.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">En apprendre plus sur le débogage de WordPress.</a></p></div>
</body>
</html>
`;
