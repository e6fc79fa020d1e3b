// Each language's home, found as the site finds it (lib/wordpress/route-table.ts): PAGE_ID_HOME
// or its translation, else the page WordPress links at the language's home address. A language
// without one has a home that shows the site's name only.
import { languages } from "../../../../config/site.ts";
import { homePath } from "../../../routing/canonical.ts";
import { createLinkRewriter } from "../../links.ts";
import { buildRouteTable } from "../../route-table.ts";
import { rawRoute } from "../../schemas.ts";
import { findingList, type CheckContext, type Findings } from "./context.ts";

export function checkHomes({ client, settings, pages }: CheckContext): Findings {
  const findings = findingList();
  const lists = [...pages].map(([language, items]) => ({
    language,
    kind: "page" as const,
    items: items.map((item) => rawRoute.parse(item)),
  }));
  const homeId = settings.pageIds.home;
  const table = buildRouteTable(lists, createLinkRewriter(client.wordpressUrl), { homeId });
  const configured = table.byId("page", homeId) !== undefined;
  for (const language of languages.filter((item) => pages.has(item))) {
    const home = table.home(language);
    if (home) {
      findings.pass(`${language} home: page ${home.id} (${home.path})`);
      continue;
    }
    findings.problem(
      "error",
      "home pages",
      `no page for the "${language}" home: PAGE_ID_HOME=${homeId} ${configured ? `has no "${language}" translation that WordPress gives` : "is no published page"} and no "${language}" page is linked at ${homePath(language)}: ${homePath(language)} shows the site's name only`,
      `translate the home page into "${language}" with Polylang (or set PAGE_ID_HOME to the French home page)`,
    );
  }
  return findings;
}
