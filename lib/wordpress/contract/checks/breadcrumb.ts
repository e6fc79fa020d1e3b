// The breadcrumb route (bakery/v1), asked for the life page's breadcrumb as the site asks.
import { z } from "zod";
import { createLinkRewriter } from "../../links.ts";
import { findingList, PLUGINS, reason, type CheckContext, type Findings } from "./context.ts";

const crumbs = z.array(z.looseObject({ title: z.string(), url: z.string() }));

export async function checkBreadcrumb({ client, settings, namespaces, allPages }: CheckContext): Promise<Findings> {
  const findings = findingList();
  // Its absence is said by the plugins' check.
  if (!namespaces.includes("bakery/v1")) return findings;
  const life = allPages.find((page) => page.id === settings.pageIds.life);
  const links = createLinkRewriter(client.wordpressUrl);
  const path = life ? links.toCmsPath(links.toSite(life.link)).replace(/\/+$/, "") : "";
  const fix = `check the breadcrumb route (${PLUGINS})`;
  try {
    const list = await client.get(`bakery/v1/breadcrumb${path}`, crumbs, { searchParams: { lang: "fr" } });
    if (list.length > 0) findings.pass(`breadcrumb of ${path || "/"}`);
    else
      findings.problem("warning", "breadcrumb", `the breadcrumb route answers an empty list for ${path || "/"}`, fix);
  } catch (error) {
    findings.problem(
      "warning",
      "breadcrumb",
      `the breadcrumb route does not answer for ${path || "/"} (${reason(error)}): pages show no breadcrumb`,
      fix,
    );
  }
  return findings;
}
