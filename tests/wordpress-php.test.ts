// The PHP the site ships for WordPress (docs/wordpress/*.php) and the test WordPress's own
// (tests/real-wordpress/) parse with Debian's php-cli (`php -l`), and the field groups are in the
// format ACF's "Import Field Groups" reads (ACF 6: includes/admin/tools/class-acf-admin-tool-import.php
// takes a JSON array of groups; acf_import_field_group() needs each group's and field's key, a
// flexible content field's layouts keyed by their own keys, and location rules as OR-groups of
// AND-rules). The rest of the contract is in tests/wordpress-contract.test.ts; the PHP runs in
// e2e/real-wordpress.spec.ts.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";

const root = path.resolve(import.meta.dirname, "..");
const phpFiles = [
  ...readdirSync(path.join(root, "docs/wordpress"))
    .filter((file) => file.endsWith(".php"))
    .map((file) => path.join("docs/wordpress", file)),
  ...["install.php", "seed.php", "router.php", "mu-plugins/vitrine-test-plugins.php"].map((file) =>
    path.join("tests/real-wordpress", file),
  ),
];

describe("php -l", () => {
  it("finds the six shipped files", () => {
    expect(phpFiles.filter((file) => file.startsWith("docs/"))).toHaveLength(6);
  });
  for (const file of phpFiles) {
    it(`parses ${file}`, () => {
      // Debian's php-cli (.ci/run installs it); its absence fails here with the command's error.
      const output = execFileSync("php", ["-l", path.join(root, file)], { encoding: "utf8" });
      expect(output).toContain("No syntax errors detected");
    });
  }
});

const FIELD_TYPES = [
  "text",
  "textarea",
  "number",
  "email",
  "url",
  "wysiwyg",
  "image",
  "link",
  "select",
  "date_time_picker",
  "relationship",
  "repeater",
  "group",
  "flexible_content",
] as const;

interface AcfField {
  key: string;
  name: string;
  type: string;
  sub_fields?: AcfField[];
  layouts?: Record<string, { key: string; name: string; sub_fields: AcfField[] }>;
}

const field: z.ZodType<AcfField> = z.lazy(() =>
  z
    .looseObject({
      key: z.string().regex(/^field_[a-z0-9_-]+$/),
      label: z.string().min(1),
      name: z.string().regex(/^[a-z0-9_-]+$/),
      type: z.enum(FIELD_TYPES),
      required: z.union([z.literal(0), z.literal(1)]),
      sub_fields: z.array(field).optional(),
      layouts: z
        .record(
          z.string().regex(/^layout_[a-z0-9_-]+$/),
          z.looseObject({
            key: z.string(),
            name: z.string().min(1),
            label: z.string().min(1),
            display: z.enum(["block", "table", "row"]),
            sub_fields: z.array(field),
          }),
        )
        .optional(),
    })
    .superRefine((value, context) => {
      if (value.type === "repeater" && !value.sub_fields)
        context.addIssue({ code: "custom", message: "no sub_fields" });
      if (value.type === "flexible_content" && !value.layouts)
        context.addIssue({ code: "custom", message: "no layouts" });
      for (const [key, layout] of Object.entries(value.layouts ?? {}))
        if (layout.key !== key) context.addIssue({ code: "custom", message: `layout ${key} keyed ${layout.key}` });
    }),
);

const group = z.looseObject({
  key: z.string().regex(/^group_[a-z0-9_]+$/),
  title: z.string().min(1),
  fields: z.array(field).min(1),
  location: z
    .array(
      z
        .array(
          z.strictObject({
            param: z.string().min(1),
            operator: z.enum(["==", "!="]),
            value: z.string().min(1),
          }),
        )
        .min(1),
    )
    .min(1),
  menu_order: z.number().int(),
  position: z.enum(["acf_after_title", "normal", "side"]),
  style: z.enum(["default", "seamless"]),
  label_placement: z.enum(["top", "left"]),
  instruction_placement: z.enum(["label", "field"]),
  active: z.boolean(),
});

describe("docs/wordpress/acf-field-groups.json", () => {
  it("is in the format ACF imports: an array of groups, every key unique", () => {
    const groups = z
      .array(group)
      .min(1)
      .parse(JSON.parse(readFileSync(path.join(root, "docs/wordpress/acf-field-groups.json"), "utf8")));
    const keys: string[] = [];
    const collect = (fields: AcfField[]) => {
      for (const item of fields) {
        keys.push(item.key);
        collect(item.sub_fields ?? []);
        for (const layout of Object.values(item.layouts ?? {})) {
          keys.push(layout.key);
          collect(layout.sub_fields);
        }
      }
    };
    for (const item of groups) {
      keys.push(item.key);
      collect(item.fields);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});
