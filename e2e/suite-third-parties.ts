// The third parties the suite's build is made with (playwright.config.ts): every spec sees the
// consent banner, as visitors do, and their scripts are answered by a stub on 127.0.0.1
// (e2e/consent.spec.ts). A server a spec starts on that build runs with the same: server.ts
// refuses other values than the build's (lib/server/build-record.ts).
export function suiteThirdParties(): Record<string, string> {
  const origin = `http://127.0.0.1:${process.env.E2E_THIRD_PARTY_PORT}`;
  return {
    GTM_ID: "GTM-E2E0TEST",
    GTM_SCRIPT_URL: `${origin}/gtm.js`,
    HEATMAP_ID: "e2eheatmap",
    HEATMAP_SCRIPT_URL: `${origin}/clarity/tag/`,
  };
}
