// Editor preview: its user's application password works and may read drafts and pending posts
// (docs/wordpress/preview.md).
import { z } from "zod";
import { code, findingList, reason, type CheckContext, type Findings } from "./context.ts";

const role = "give the user the role “Vitrine preview” (docs/wordpress/vitrine-preview.php)";

export async function checkPreviewUser({ settings }: CheckContext): Promise<Findings> {
  const findings = findingList();
  const client = settings.previewClient;
  if (!client) return findings;
  const area = "editor preview";
  try {
    await client.get("wp/v2/pages", z.array(z.unknown()), {
      searchParams: { status: "draft,pending", per_page: 1, _fields: "id" },
    });
    findings.pass("editor preview: its user reads drafts and pending pages");
  } catch (error) {
    if (["incorrect_password", "invalid_username", "invalid_email"].includes(code(error)))
      findings.problem(
        "warning",
        area,
        `WordPress refuses the preview user's application password (${code(error)}): the Preview button opens a page that fails`,
        "create an application password for WORDPRESS_PREVIEW_USER (its profile → Application Passwords) and set WORDPRESS_PREVIEW_PASSWORD to it; WordPress accepts them over HTTPS only",
      );
    else if (code(error) === "rest_invalid_param")
      findings.problem(
        "warning",
        area,
        "the preview user may not read unpublished pages (WordPress: “Status is forbidden”): the Preview button shows nothing",
        role,
      );
    else
      findings.problem(
        "warning",
        area,
        `unpublished pages cannot be read as the preview user (${reason(error)})`,
        role,
      );
  }
  return findings;
}
