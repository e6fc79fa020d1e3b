// The plugins the site needs, as the REST API shows them: ACF to REST API, Contact Form 7 and the
// breadcrumb route by their namespaces, Polylang by the `lang` and `translations` of pages, Yoast
// SEO by the home page's `yoast_head_json`.
import {
  anyObject,
  findingList,
  isRecord,
  PLUGINS,
  someOf,
  type CheckContext,
  type Findings,
  type Severity,
} from "./context.ts";

const routes: Array<[namespace: string, name: string, severity: Severity, effect: string]> = [
  ["acf/v3", "ACF to REST API", "error", "the site options (menus, footer) and every page's blocks are missing"],
  ["contact-form-7/v1", "Contact Form 7", "error", "the contact form cannot send messages"],
  ["bakery/v1", "the breadcrumb route", "warning", "pages show no breadcrumb"],
];

export function checkPluginRoutes({ namespaces }: CheckContext): Findings {
  const findings = findingList();
  for (const [namespace, name, severity, effect] of routes) {
    if (namespaces.includes(namespace)) findings.pass(`${name} (/${namespace})`);
    else
      findings.problem(
        severity,
        "plugins",
        `${name} is not active (no /${namespace} in the REST API): ${effect}`,
        `install and activate ${name} (${PLUGINS})`,
      );
  }
  return findings;
}

export function checkPolylang({ allPages }: CheckContext): Findings {
  const findings = findingList();
  if (allPages.length === 0) return findings;
  if (allPages.every((page) => !("lang" in page)))
    findings.problem(
      "error",
      "plugins",
      "pages have no `lang` field: Polylang is not active, the site cannot tell French pages from English ones",
      `install and activate Polylang (${PLUGINS})`,
    );
  else findings.pass("Polylang (`lang` on pages)");
  const withoutTranslations = allPages.filter((page) => !("translations" in page));
  if (withoutTranslations.length === allPages.length)
    findings.problem(
      "error",
      "plugins",
      "pages have no `translations` field (Polylang free adds none to the REST API): each language's home is still found, but the language switch of every other page leads to the other language's home, hreflang lists no translation, and the contact form shows only on the French contact page",
      `use Polylang Pro, or add docs/wordpress/vitrine-polylang-rest.php as a must-use plugin (${PLUGINS})`,
    );
  else if (withoutTranslations.length > 0)
    findings.problem(
      "warning",
      "plugins",
      `${withoutTranslations.length} pages have no \`translations\` field (${someOf(
        withoutTranslations.map((page) => page.id),
        5,
      )})`,
      "check Polylang's settings for these pages' post types",
    );
  else findings.pass("Polylang translations (`translations` on pages)");
  return findings;
}

export async function checkYoast({ client, settings }: CheckContext): Promise<Findings> {
  const findings = findingList();
  const home = await client.get(`wp/v2/pages/${settings.pageIds.home}`, anyObject).catch(() => null);
  // A home that cannot be read is said by the fixed pages' check.
  if (!home) return findings;
  if (isRecord(home.yoast_head_json)) findings.pass("Yoast SEO (`yoast_head_json`)");
  else
    findings.problem(
      "warning",
      "plugins",
      "pages have no `yoast_head_json`: pages have no description, social previews or robots rules from WordPress",
      `install and activate Yoast SEO (${PLUGINS})`,
    );
  return findings;
}
