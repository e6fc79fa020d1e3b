// The field groups as ACF's own export format (ACF → Tools → Export), which ACF → Tools → Import
// reads back: docs/wordpress/acf-field-groups.json is this function's output, kept up to date by
// `npm run wordpress:field-groups` and checked by tests/wordpress-contract.test.ts.
import type { AcfField } from "./fields.ts";
import type { AcfGroup } from "./groups.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const keyPart = (value: string): string => value.toLowerCase().replace(/[^a-z0-9_-]+/g, "_");

function settings(field: AcfField): Record<string, Json> {
  const fallback = field.defaultValue ?? "";
  switch (field.type) {
    case "text":
      return { default_value: fallback, maxlength: "", placeholder: "", prepend: "", append: "" };
    case "textarea":
      return { default_value: fallback, maxlength: "", rows: 3, placeholder: "", new_lines: "" };
    case "wysiwyg":
      return {
        default_value: fallback,
        tabs: "all",
        toolbar: field.toolbar ?? "basic",
        media_upload: field.toolbar === "full" ? 1 : 0,
        delay: 0,
      };
    case "number":
      return {
        default_value: fallback,
        min: field.min ?? "",
        max: field.max ?? "",
        placeholder: "",
        step: 1,
        prepend: "",
        append: "",
      };
    case "email":
      return { default_value: "", placeholder: "", prepend: "", append: "" };
    case "url":
      return { default_value: "", placeholder: "https://" };
    case "image":
      return {
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
      };
    case "link":
      return { return_format: "array" };
    case "select":
      return {
        choices: Object.fromEntries((field.choices ?? []).map((choice) => [choice, choice])),
        default_value: fallback,
        return_format: "value",
        multiple: 0,
        allow_null: 0,
        ui: 0,
        ajax: 0,
        placeholder: "",
      };
    case "relationship":
      return {
        post_type: [...(field.postTypes ?? [])],
        post_status: "",
        taxonomy: "",
        filters: ["search"],
        return_format: "id",
        min: field.min ?? "",
        max: field.max ?? "",
        elements: "",
      };
    case "date_time_picker":
      return { display_format: "d/m/Y H:i", return_format: "Y-m-d H:i:s", first_day: 1 };
    case "repeater":
      return {
        layout: "block",
        pagination: 0,
        min: field.min ?? 0,
        max: field.max ?? 0,
        collapsed: "",
        button_label: "Add a row",
        rows_per_page: 20,
      };
  }
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
