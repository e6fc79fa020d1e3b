// npm run wordpress:field-groups: writes docs/wordpress/acf-field-groups.json, the ACF field
// groups an administrator imports (ACF → Tools → Import), from lib/wordpress/contract.
// `--check` writes nothing and fails when the file is not up to date.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { acfFieldGroupsJson } from "../lib/wordpress/contract/acf-json.ts";
import { fieldGroups } from "../lib/wordpress/contract/groups.ts";

export const fieldGroupsFile = path.join(import.meta.dirname, "..", "docs", "wordpress", "acf-field-groups.json");

const json = acfFieldGroupsJson(fieldGroups);
if (process.argv.includes("--check")) {
  const current = await readFile(fieldGroupsFile, "utf8").catch(() => "");
  if (current !== json) {
    console.error("docs/wordpress/acf-field-groups.json is not up to date: run npm run wordpress:field-groups");
    process.exit(1);
  }
  console.log("docs/wordpress/acf-field-groups.json is up to date.");
} else {
  await writeFile(fieldGroupsFile, json);
  console.log(`Wrote docs/wordpress/acf-field-groups.json (${fieldGroups.length} field groups).`);
}
