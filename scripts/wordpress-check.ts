// npm run wordpress:check: checks the WordPress at WORDPRESS_URL against the site's contract
// (lib/wordpress/contract/check.ts) and prints one line per problem with its fix. Read with the
// site's own environment (config/env.ts: PAGE_ID_*, CONTACT_FORM_ID_*). Without WORDPRESS_URL it
// starts the embedded CMS (CMS_VARIANT picks a variant of its content) and checks that.
// Exit code: 0 when nothing breaks a page, 1 when something does, 2 when it could not run.
import { registerHooks } from "node:module";
import { ConfigurationError, parseEnv } from "../config/env.ts";

// The site's client module also holds the app's data cache (next/cache), which only a bundler
// resolves without its file extension: resolve it as one would, before loading the client.
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    nextResolve(specifier === "next/cache" ? "next/cache.js" : specifier, context),
});
const { createWordPressClient } = await import("../lib/wordpress/client.ts");
const { checkWordPress, exitCode, formatReport } = await import("../lib/wordpress/contract/check.ts");

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof ConfigurationError ? error.message : String(error));
  process.exit(2);
}

let wordpressUrl = config.wordpressUrl;
let close = async (): Promise<void> => {};
if (config.usesEmbeddedCms) {
  const { startCms } = await import("../cms/server.ts");
  const { isVariant } = await import("../cms/lib/variants.ts");
  const variant = process.env.CMS_VARIANT || undefined;
  if (variant !== undefined && !isVariant(variant)) {
    console.error(`CMS_VARIANT: no such variant "${variant}" (cms/README.md)`);
    process.exit(2);
  }
  const cms = await startCms({ port: 0, quiet: true, variant });
  wordpressUrl = cms.url;
  close = cms.close;
  console.log(`WORDPRESS_URL is not set: checking the embedded CMS${variant ? ` (variant "${variant}")` : ""}.\n`);
}

const client = createWordPressClient({ wordpressUrl, retries: 1 });
const { basicAuthorization } = await import("../lib/wordpress/preview.ts");
const preview = config.usesEmbeddedCms ? null : config.preview;
const report = await checkWordPress(client, {
  pageIds: config.pageIds,
  contactPageId: config.contact.pageId,
  contactFormIds: config.contact.formIds,
  previewClient: preview
    ? createWordPressClient({
        wordpressUrl,
        retries: 1,
        headers: { authorization: basicAuthorization(preview.user, preview.password) },
      })
    : undefined,
});
await close();
console.log(formatReport(report));
process.exit(exitCode(report));
