// The field groups as ACF's own export format (ACF → Tools → Export), which ACF → Tools → Import
// reads back: docs/wordpress/acf-field-groups.json is this function's output, kept up to date by
// `npm run wordpress:field-groups` and checked by tests/wordpress-contract.test.ts.
import type { AcfField } from "./fields.ts";
import type { AcfGroup } from "./groups.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const keyPart = (value: string): string => value.toLowerCase().replace(/[^a-z0-9_-]+/g, "_");

/** ACF's settings for each type of field, as its export writes them (a table: one entry a type). */
const typeSettings: { [T in AcfField["type"]]: (field: AcfField) => Record<string, Json> } = {
  text: (field) => ({
    default_value: field.defaultValue ?? "",
    maxlength: "",
    placeholder: "",
    prepend: "",
    append: "",
  }),
  textarea: (field) => ({
    default_value: field.defaultValue ?? "",
    maxlength: "",
    rows: 3,
    placeholder: "",
    new_lines: "",
  }),
  wysiwyg: (field) => ({
    default_value: field.defaultValue ?? "",
    tabs: "all",
    toolbar: field.toolbar ?? "basic",
    media_upload: field.toolbar === "full" ? 1 : 0,
    delay: 0,
  }),
  number: (field) => ({
    default_value: field.defaultValue ?? "",
    min: field.min ?? "",
    max: field.max ?? "",
    placeholder: "",
    step: 1,
    prepend: "",
    append: "",
  }),
  email: () => ({ default_value: "", placeholder: "", prepend: "", append: "" }),
  url: () => ({ default_value: "", placeholder: "https://" }),
  image: () => ({
    return_format: "array",
    library: "all",
    min_width: "",
    min_height: "",
    min_size: "",
    max_width: "",
    max_height: "",
    max_size: "",
    mime_types: "jpg, jpeg, png, webp",
    preview_size: "medium",
  }),
  link: () => ({ return_format: "array" }),
  select: (field) => ({
    choices: Object.fromEntries((field.choices ?? []).map((choice) => [choice, choice])),
    default_value: field.defaultValue ?? "",
    return_format: "value",
    multiple: 0,
    allow_null: 0,
    ui: 0,
    ajax: 0,
    placeholder: "",
  }),
  relationship: (field) => ({
    post_type: [...(field.postTypes ?? [])],
    post_status: "",
    taxonomy: "",
    filters: ["search"],
    return_format: "id",
    min: field.min ?? "",
    max: field.max ?? "",
    elements: "",
  }),
  date_time_picker: () => ({ display_format: "d/m/Y H:i", return_format: "Y-m-d H:i:s", first_day: 1 }),
  repeater: (field) => ({
    layout: "block",
    pagination: 0,
    min: field.min ?? 0,
    max: field.max ?? 0,
    collapsed: "",
    button_label: "Add a row",
    rows_per_page: 20,
  }),
};

function settings(field: AcfField): Record<string, Json> {
  return typeSettings[field.type](field);
}

/** `parent`: what ACF 6 writes in an export, `parent_repeater` (a repeater's key) or `parent_layout` (a layout's key). */
function toAcfField(field: AcfField, keyPrefix: string, parent: Record<string, Json> = {}): Record<string, Json> {
  const key = `${keyPrefix}_${keyPart(field.name)}`;
  const out: Record<string, Json> = {
    key,
    label: field.label,
    name: field.name,
    "aria-label": "",
    type: field.type,
    instructions: field.instructions,
    required: field.required ? 1 : 0,
    conditional_logic: 0,
    wrapper: { width: "", class: "", id: "" },
    ...settings(field),
    ...parent,
  };
  if (field.type === "repeater")
    out.sub_fields = (field.subFields ?? []).map((sub) => toAcfField(sub, key, { parent_repeater: key }));
  return out;
}

function toAcfGroup(group: AcfGroup): Record<string, Json> {
  const prefix = `field_${group.key.replace(/^group_/, "")}`;
  const fields = group.fields.map((field) => toAcfField(field, prefix));
  if (group.flexible) {
    const flexibleKey = `${prefix}_${group.flexible.name}`;
    fields.push({
      key: flexibleKey,
      label: group.flexible.label,
      name: group.flexible.name,
      "aria-label": "",
      type: "flexible_content",
      instructions: "The page's content, block after block.",
      required: 0,
      conditional_logic: 0,
      wrapper: { width: "", class: "", id: "" },
      layouts: Object.fromEntries(
        group.flexible.layouts.map((layout) => {
          const layoutKey = `layout_${group.key.replace(/^group_/, "")}_${keyPart(layout.name)}`;
          return [
            layoutKey,
            {
              key: layoutKey,
              name: layout.name,
              label: layout.label,
              display: "block",
              sub_fields: layout.fields.map((field) =>
                toAcfField(field, `${flexibleKey}_${keyPart(layout.name)}`, { parent_layout: layoutKey }),
              ),
              min: "",
              max: "",
            },
          ];
        }),
      ),
      min: "",
      max: "",
      button_label: "Add a block",
    });
  }
  return {
    key: group.key,
    title: group.title,
    fields,
    location: [[{ param: group.location.param, operator: "==", value: group.location.value }]],
    menu_order: 0,
    position: "normal",
    style: "default",
    label_placement: "top",
    instruction_placement: "label",
    hide_on_screen: "",
    active: true,
    description: "Vitrine's contract: the site reads these field names. Import again to update; do not rename fields.",
    show_in_rest: 0,
  };
}

/** The JSON file ACF → Tools → Import takes: every group, in one file. */
export function acfFieldGroupsJson(groups: readonly AcfGroup[]): string {
  return `${JSON.stringify(groups.map(toAcfGroup), null, 2)}\n`;
}
