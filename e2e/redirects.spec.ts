// Every redirect the site makes (e2e/redirects.ts) × every Host, X-Forwarded-Host,
// X-Forwarded-Proto and port variant, sent directly to an instance listening on another port than
// SITE_URL's (a server of this spec's own, with editor preview on): each Location is relative or
// on SITE_URL. e2e/nginx.spec.ts sends the same table through the nginx front.
import { expect, test } from "@playwright/test";
import { DEMO_PREVIEW_CREDENTIALS } from "../cms/lib/auth.ts";
import { suiteSiteUrl } from "./helpers.ts";
import { type OwnSite, type PrivateSite, startOwnSite } from "./private-site.ts";
import { canonicalCases, canonicalRedirects, expectRedirectsOnSite, hostVariants, previewCases } from "./redirects.ts";

test.describe.configure({ mode: "serial" });

const previewSecret = "redirects-preview-secret-of-32-characters";
let own: OwnSite | undefined;
let site: PrivateSite;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnSite("redirects", () => ({
    PREVIEW_SECRET: previewSecret,
    WORDPRESS_PREVIEW_USER: DEMO_PREVIEW_CREDENTIALS.user,
    WORDPRESS_PREVIEW_PASSWORD: DEMO_PREVIEW_CREDENTIALS.password,
  }));
  ({ site, origin } = own);
  // Not SITE_URL's port: the instance's own address is not the site's.
  expect(new URL(origin).port).not.toBe(new URL(suiteSiteUrl).port);
});

test.afterAll(async () => {
  await own?.close();
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
