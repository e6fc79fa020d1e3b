// The security headers every response carries, set by the site's server before Next.js answers
// (lib/server/response-guard.ts); an HTML page's Content-Security-Policy adds its inline hashes.

export interface Header {
  key: string;
  value: string;
}

/** Powerful browser features the site never uses, switched off for it and anything it embeds. */
export const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** Two years, the usual HSTS lifetime; subdomains are not included (they may be another team's). */
export const hstsMaxAgeSeconds = 63_072_000;

export function securityHeaders(options: { https: boolean; contentSecurityPolicy: string }): Header[] {
  const headers: Header[] = [
    { key: "content-security-policy", value: options.contentSecurityPolicy },
    { key: "x-content-type-options", value: "nosniff" },
    { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
    { key: "permissions-policy", value: permissionsPolicy },
    // For browsers that predate CSP's frame-ancestors.
    { key: "x-frame-options", value: "DENY" },
    { key: "cross-origin-opener-policy", value: "same-origin" },
  ];
  if (options.https) headers.push({ key: "strict-transport-security", value: `max-age=${hstsMaxAgeSeconds}` });
  return headers;
}
