import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "../config/env.ts";
import {
  buildMismatch,
  readBuildRecord,
  renderedSiteName,
  thirdPartyMismatch,
  thirdPartySettings,
  writeBuildRecord,
} from "../lib/server/build-record.ts";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("the build record", () => {
  it("lets a build be served with the SITE_URL it was made for, and names the variable otherwise", () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-build-"));
    writeBuildRecord(dir, { siteUrl: "https://www.example.org" });
    expect(readBuildRecord(dir)).toEqual({ siteUrl: "https://www.example.org" });
    expect(buildMismatch(dir, "https://www.example.org")).toBeNull();
    const message = buildMismatch(dir, "https://staging.example.org");
    expect(message).toContain("SITE_URL is https://staging.example.org");
    expect(message).toContain("rendered for https://www.example.org");
    expect(message).toContain("SITE_URL=https://www.example.org");
  });

  it("says nothing about a build made without it", () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-build-"));
    expect(readBuildRecord(dir)).toBeNull();
    expect(buildMismatch(dir, "https://www.example.org")).toBeNull();
  });

  it("keeps the site's name the build's home page carries, for the status pages", () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-build-"));
    expect(renderedSiteName(dir)).toBeUndefined();
    mkdirSync(path.join(dir, "server", "app"), { recursive: true });
    writeFileSync(
      path.join(dir, "server", "app", "fr.html"),
      '<head><meta property="og:site_name" content="Confluence &amp; Cie"/></head>',
    );
    expect(renderedSiteName(dir)).toBe("Confluence & Cie");
    writeBuildRecord(dir, { siteUrl: "https://www.example.org", siteName: renderedSiteName(dir) });
    expect(readBuildRecord(dir)).toEqual({ siteUrl: "https://www.example.org", siteName: "Confluence & Cie" });
  });

  it("refuses other third parties than the build's (the banner its pages carry, the policy the server sends), naming the variables", () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-build-"));
    const none = thirdPartySettings(parseEnv({}));
    expect(none).toEqual({});
    writeBuildRecord(dir, { siteUrl: "https://www.example.org", thirdParties: none });
    expect(thirdPartyMismatch(dir, none)).toBeNull();
    // GTM_ID set at run time on a build made without it: the policy would open to Google, no banner would show.
    const message = thirdPartyMismatch(dir, thirdPartySettings(parseEnv({ GTM_ID: "GTM-AB12CD3" })));
    expect(message).toContain("GTM_ID=GTM-AB12CD3, GTM_SCRIPT_URL=https://www.googletagmanager.com/gtm.js");
    expect(message).toContain("this build was made with GTM_ID unset, GTM_SCRIPT_URL unset");
    expect(message).toContain("Build again with these settings (npm run build), or start with the build's");

    const gtm = thirdPartySettings(parseEnv({ GTM_ID: "GTM-AB12CD3", HEATMAP_ID: "abcd1234ef" }));
    writeBuildRecord(dir, { siteUrl: "https://www.example.org", thirdParties: gtm });
    expect(readBuildRecord(dir)?.thirdParties).toEqual(gtm);
    expect(thirdPartyMismatch(dir, gtm)).toBeNull();
    expect(thirdPartyMismatch(dir, thirdPartySettings(parseEnv({ GTM_ID: "GTM-AB12CD3" })))).toMatch(
      /^HEATMAP_ID unset, HEATMAP_SCRIPT_URL unset: this build was made with HEATMAP_ID=abcd1234ef, /,
    );
    expect(
      thirdPartyMismatch(
        dir,
        thirdPartySettings(
          parseEnv({
            GTM_ID: "GTM-AB12CD3",
            HEATMAP_ID: "abcd1234ef",
            GTM_SCRIPT_URL: "https://tags.example.org/gtm.js",
          }),
        ),
      ),
    ).toContain("GTM_SCRIPT_URL=https://tags.example.org/gtm.js: this build was made with GTM_SCRIPT_URL=");
  });

  it("does not check the third parties of a build that did not note them", () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-build-"));
    writeBuildRecord(dir, { siteUrl: "https://www.example.org" });
    expect(thirdPartyMismatch(dir, { GTM_ID: "GTM-AB12CD3" })).toBeNull();
  });
});
