// One source of truth for the WordPress contract: the field groups (lib/wordpress/contract), the
// ACF JSON an administrator imports (docs/wordpress/acf-field-groups.json), the site's zod schemas
// (blocks, options, events, societies) and the embedded CMS's content must agree on every field
// name and type. Each part of this file fails when one of them drifts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { buildContent } from "../cms/content/build.ts";
import { FIELDS as cmsFormFields } from "../cms/lib/cf7.ts";
import { contactLimits } from "../config/site.ts";
import { contactFieldNames } from "../lib/wordpress/contact-form.ts";
import { blockFieldsSchema, blockTypes } from "../lib/wordpress/blocks/index.ts";
import { createBlockContext } from "../lib/wordpress/context.ts";
import { acfFieldGroupsJson } from "../lib/wordpress/contract/acf-json.ts";
import { checkFields, emptyValue, sampleValue, type AcfField } from "../lib/wordpress/contract/fields.ts";
import { eventFields, fieldGroups, optionFields, societyFields } from "../lib/wordpress/contract/groups.ts";
import { layouts } from "../lib/wordpress/contract/layouts.ts";
import { eventAcf, societyAcf } from "../lib/wordpress/post-fields.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { toSiteOptions } from "../lib/wordpress/options.ts";

const root = path.join(import.meta.dirname, "..");

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object shape inside a zod schema (through optional, catch, pipes, preprocess, unions), or null. */
function shapeOf(schema: z.ZodType, want: "object" | "array"): Def | null {
  const def = defOf(schema);
  if (def.type === want) return def;
  const inner = [def.innerType, def.in, def.out, ...(def.options ?? [])].filter(
    (value): value is z.ZodType => value !== undefined,
  );
  for (const next of inner) {
    const found = shapeOf(next, want);
    if (found) return found;
  }
  return null;
}

/** Field names of a zod object schema, and of its repeaters' rows: "numbers", "numbers.number", … */
function zodFieldNames(schema: z.ZodType, fields: readonly AcfField[], prefix = ""): string[] {
  const shape = shapeOf(schema, "object")?.shape ?? {};
  return Object.entries(shape).flatMap(([name, child]) => {
    const contract = fields.find((field) => field.name === name);
    if (contract?.type !== "repeater") return [`${prefix}${name}`];
    const element = shapeOf(child, "array")?.element;
    return [
      `${prefix}${name}`,
      ...(element ? zodFieldNames(element, contract.subFields ?? [], `${prefix}${name}.`) : []),
    ];
  });
}

function contractNames(fields: readonly AcfField[], prefix = ""): string[] {
  return fields.flatMap((field) => [
    `${prefix}${field.name}`,
    ...(field.type === "repeater" ? contractNames(field.subFields ?? [], `${prefix}${field.name}.`) : []),
  ]);
}

const sampleOf = (fields: readonly AcfField[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field.name, sampleValue(field)]));

describe("the ACF JSON in docs/wordpress", () => {
  it("is what the field groups generate (npm run wordpress:field-groups)", () => {
    const committed = readFileSync(path.join(root, "docs/wordpress/acf-field-groups.json"), "utf8");
    expect(committed).toBe(acfFieldGroupsJson(fieldGroups));
  });

  it("has every group with unique keys, and the page blocks' layouts are the blocks the site renders", () => {
    const groups = JSON.parse(readFileSync(path.join(root, "docs/wordpress/acf-field-groups.json"), "utf8")) as Array<{
      key: string;
      fields: unknown[];
    }>;
    expect(groups.map((group) => group.key)).toEqual([
      "group_vitrine_options",
      "group_vitrine_page_blocks",
      "group_vitrine_events",
      "group_vitrine_societies",
    ]);
    const keys = JSON.stringify(groups).match(/"key": ?"[^"]+"/g) ?? [];
    expect(new Set(keys).size).toBe(keys.length);
    const blocks = groups[1]?.fields[0] as { type: string; layouts: Record<string, { name: string }> };
    expect(blocks.type).toBe("flexible_content");
    expect(
      Object.values(blocks.layouts)
        .map((layout) => layout.name)
        .sort(),
    ).toEqual([...blockTypes].sort());
    expect(blockTypes).toHaveLength(27);
  });
});

describe("the page blocks' layouts and the site's block schemas", () => {
  for (const layout of layouts) {
    describe(layout.name, () => {
      const schema = blockFieldsSchema(layout.name);

      it("has the same field names, rows of repeaters included", () => {
        expect(schema).toBeDefined();
        expect(zodFieldNames(schema as z.ZodType, layout.fields).sort()).toEqual(contractNames(layout.fields).sort());
      });

      it("accepts every field filled as ACF sends it, and every optional field empty", () => {
        const block = { acf_fc_layout: layout.name, ...sampleOf(layout.fields) };
        expect(schema?.safeParse(block).error?.issues ?? []).toEqual([]);
        for (const field of layout.fields.filter((item) => !item.required)) {
          const emptied = { ...block, [field.name]: emptyValue(field) };
          expect(schema?.safeParse(emptied).success, `${field.name} empty`).toBe(true);
        }
      });

      it("drops the block when a required field is empty (and only then)", () => {
        const block = { acf_fc_layout: layout.name, ...sampleOf(layout.fields) };
        for (const field of layout.fields.filter((item) => item.required)) {
          expect(schema?.safeParse({ ...block, [field.name]: emptyValue(field) }).success, `${field.name} empty`).toBe(
            false,
          );
        }
        for (const field of layout.fields.filter((item) => item.type === "repeater")) {
          for (const sub of field.subFields ?? []) {
            const row = { ...sampleOf(field.subFields ?? []), [sub.name]: emptyValue(sub) };
            expect(
              schema?.safeParse({ ...block, [field.name]: [row] }).success,
              `${field.name}.${sub.name} empty`,
            ).toBe(!sub.required);
          }
        }
      });
    });
  }
});

describe("the other field groups and the site's readers", () => {
  const context = createBlockContext(createLinkRewriter("https://cms.example.org"));

  it("reads every site option of the contract, and needs each one for what it shows", () => {
    const sample = sampleOf(optionFields);
    const full = toSiteOptions(sample, context);
    expect(full.menu.fr.length).toBeGreaterThan(0);
    expect(full.footer.en.length).toBeGreaterThan(0);
    expect(full.social.length).toBeGreaterThan(0);
    expect(full.contactFormIds).toEqual({ fr: 3, en: 3 });
    for (const field of optionFields) {
      const without = Object.fromEntries(Object.entries(sample).filter(([name]) => name !== field.name));
      expect(toSiteOptions(without, context), `${field.name} is not read`).not.toEqual(full);
    }
  });

  it("reads the events' and societies' fields by the contract's names", () => {
    expect(Object.keys(shapeOf(eventAcf, "object")?.shape ?? {}).sort()).toEqual(
      eventFields.map((field) => field.name).sort(),
    );
    expect(Object.keys(shapeOf(societyAcf, "object")?.shape ?? {}).sort()).toEqual(
      societyFields.map((field) => field.name).sort(),
    );
    const event = eventAcf.parse(sampleOf(eventFields));
    expect(event).toMatchObject({ type: "event", start_date: "2026-12-03 18:30:00", place: "Sample Place" });
    expect(event.image).not.toBeNull();
    expect(event.registration_link).not.toBeNull();
    expect(societyAcf.parse(sampleOf(societyFields))).toMatchObject({
      website: "https://www.example.org/",
      members: 3,
    });
  });
});

describe("the embedded CMS's content and the field groups", () => {
  const content = buildContent({ now: new Date("2026-11-20T10:00:00Z"), scale: 0 });

  it("gives every block the fields of its layout, with the types ACF sends, and uses every layout", () => {
    const used = new Set<string>();
    const issues: string[] = [];
    for (const page of content.pages) {
      const blocks = (page.acf as { blocks?: Array<Record<string, unknown> & { acf_fc_layout: string }> }).blocks ?? [];
      for (const [index, block] of blocks.entries()) {
        used.add(block.acf_fc_layout);
        const layout = layouts.find((item) => item.name === block.acf_fc_layout);
        if (!layout) {
          issues.push(`page ${page.id} block #${index + 1}: unknown layout ${block.acf_fc_layout}`);
          continue;
        }
        for (const issue of checkFields(layout.fields, block, "", ["acf_fc_layout"])) {
          issues.push(
            `page ${page.id} block #${index + 1} ${block.acf_fc_layout}: ${issue.path} ${issue.kind}, expected ${issue.expected}, received ${issue.received}`,
          );
        }
      }
    }
    expect(issues).toEqual([]);
    expect([...used].sort()).toEqual(layouts.map((layout) => layout.name).sort());
  });

  it("has the site options of the contract, and nothing else", () => {
    expect(checkFields(optionFields, content.options)).toEqual([]);
  });

  it("gives events and societies their field groups' fields", () => {
    const issues = [
      ...content.events
        .filter((event) => !Array.isArray(event.acf))
        .flatMap((event) =>
          checkFields(eventFields, event.acf as Record<string, unknown>).map(
            (issue) => `event ${event.id}: ${issue.path} ${issue.kind}`,
          ),
        ),
      ...content.societies.flatMap((society) =>
        checkFields(societyFields, society.acf as Record<string, unknown>).map(
          (issue) => `society ${society.id}: ${issue.path} ${issue.kind}`,
        ),
      ),
    ];
    expect(issues).toEqual([]);
  });
});

describe("the Contact Form 7 template in docs/wordpress", () => {
  const template = readFileSync(path.join(root, "docs/wordpress/contact-form-7.txt"), "utf8");
  const tags = [...template.matchAll(/\[(text|email|textarea|acceptance)(\*?) ([\w-]+)([^\]]*)\]/g)].map(
    ([, type, star, name, options]) => ({
      type,
      name,
      required: star === "*",
      max: Number(/maxlength:(\d+)/.exec(options ?? "")?.[1] ?? 0),
    }),
  );

  it("has exactly the fields the site sends, with the site's rules", () => {
    expect(tags.map((tag) => tag.name)).toEqual(Object.values(contactFieldNames));
    expect(tags.map((tag) => [tag.name, tag.required, tag.max])).toEqual([
      [contactFieldNames.name, true, contactLimits.name],
      [contactFieldNames.email, true, contactLimits.email],
      [contactFieldNames.subject, false, contactLimits.subject],
      [contactFieldNames.message, true, contactLimits.message],
      [contactFieldNames.consent, false, 0],
    ]);
    expect(tags.find((tag) => tag.name === contactFieldNames.consent)?.type).toBe("acceptance");
  });

  it("is the form the embedded CMS answers for", () => {
    expect(cmsFormFields.map((field) => [field.name, field.required, field.max])).toEqual(
      tags.map((tag) => [tag.name, tag.required, tag.max]),
    );
  });
});
