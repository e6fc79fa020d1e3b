// Every redirect the site makes (e2e/redirects.ts) × every Host, X-Forwarded-Host,
// X-Forwarded-Proto and port variant, sent directly to an instance listening on another port than
// SITE_URL's (a server of this spec's own, with editor preview on): each Location is relative or
// on SITE_URL. e2e/nginx.spec.ts sends the same table through the nginx front.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_PREVIEW_CREDENTIALS } from "../cms/lib/auth.ts";
import { startCms, type RunningCms } from "../cms/server.ts";
import { suiteSiteUrl } from "./helpers.ts";
import { type PrivateSite, startSiteOf } from "./private-site.ts";
import { canonicalCases, canonicalRedirects, expectRedirectsOnSite, hostVariants, previewCases } from "./redirects.ts";

test.describe.configure({ mode: "serial" });

const previewSecret = "redirects-preview-secret-of-32-characters";
let prefix: string;
let cms: RunningCms;
let site: PrivateSite;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  prefix = await mkdtemp(path.join(tmpdir(), "vitrine-redirects-"));
  cms = await startCms({ port: 0, admin: true, quiet: true, submissionsFile: path.join(prefix, "submissions.jsonl") });
  ({ site, origin } = await startSiteOf(cms.url, {
    PREVIEW_SECRET: previewSecret,
    WORDPRESS_PREVIEW_USER: DEMO_PREVIEW_CREDENTIALS.user,
    WORDPRESS_PREVIEW_PASSWORD: DEMO_PREVIEW_CREDENTIALS.password,
  }));
  // Not SITE_URL's port: the instance's own address is not the site's.
  expect(new URL(origin).port).not.toBe(new URL(suiteSiteUrl).port);
});

test.afterAll(async () => {
  await site?.remove();
  await cms?.close();
  if (prefix) await rm(prefix, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("site", { body: site.output(), contentType: "text/plain" });
});

test("every canonical redirect is relative, whatever Host, X-Forwarded-* or port the instance sees", async () => {
  test.setTimeout(180_000);
  const sent = await expectRedirectsOnSite(origin, canonicalCases);
  expect(sent).toBe(canonicalRedirects.length * 2 * hostVariants.length);
});

test("editor preview's redirects are relative, whatever Host, X-Forwarded-* or port the instance sees", async () => {
  test.setTimeout(120_000);
  const sent = await expectRedirectsOnSite(origin, () => previewCases(previewSecret));
  expect(sent).toBe(6 * hostVariants.length);
});
