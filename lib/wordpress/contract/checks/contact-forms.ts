// Each language's contact form (the options' id, else CONTACT_FORM_ID_*): it exists and asks for
// the fields the site sends (its validation schema, Contact Form 7 5.6+).
import { z } from "zod";
import { languages, type Language } from "../../../../config/site.ts";
import { contactFieldNames } from "../../contact-form.ts";
import {
  code,
  findingList,
  FORM_TEMPLATE,
  reason,
  type CheckContext,
  type FindingList,
  type Findings,
} from "./context.ts";

const schemaRules = z.looseObject({
  rules: z.array(z.looseObject({ rule: z.string().catch(""), field: z.string().catch("") })).catch([]),
});
type Rules = z.output<typeof schemaRules>["rules"];

export async function checkContactForms(context: CheckContext): Promise<Findings> {
  const findings = findingList();
  for (const language of languages) {
    const id = formId(context, language);
    const area = `contact form (${language})`;
    if (!id) {
      findings.problem(
        "error",
        area,
        `no Contact Form 7 form for "${language}": the contact page shows no form`,
        `set contact_form_${language} on the options page, or CONTACT_FORM_ID_${language.toUpperCase()}`,
      );
      continue;
    }
    const rules = await readRules(context, id, area, findings);
    if (rules && checkRules(rules, id, area, findings)) findings.pass(`${area}: form ${id}`);
  }
  return findings;
}

/** The form the site uses: the options' id, else the environment's. */
function formId({ options, settings }: CheckContext, language: Language): number | undefined {
  const fromOptions = Number(options?.[`contact_form_${language}`]);
  return Number.isInteger(fromOptions) && fromOptions > 0 ? fromOptions : settings.contactFormIds[language];
}

async function readRules(
  { client }: CheckContext,
  id: number,
  area: string,
  findings: FindingList,
): Promise<Rules | null> {
  try {
    return (await client.get(`contact-form-7/v1/contact-forms/${id}/feedback/schema`, schemaRules)).rules;
  } catch (error) {
    if (code(error) === "wpcf7_not_found")
      findings.problem(
        "error",
        area,
        `there is no Contact Form 7 form ${id}: every message is refused`,
        `create the form from ${FORM_TEMPLATE} and set its id on the options page (or CONTACT_FORM_ID_*)`,
      );
    else if (code(error) === "rest_no_route")
      findings.problem(
        "warning",
        area,
        `form ${id}'s fields cannot be checked: Contact Form 7 is older than 5.6 (no validation schema route)`,
        "update Contact Form 7",
      );
    else findings.problem("error", area, `form ${id} cannot be checked (${reason(error)})`, "check Contact Form 7");
    return null;
  }
}

/** Whether the form requires nothing the site does not send, and names the fields the mail shows. */
function checkRules(rules: Rules, id: number, area: string, findings: FindingList): boolean {
  const sent = new Set(Object.values(contactFieldNames));
  const required = new Set(rules.filter((rule) => rule.rule === "required").map((rule) => rule.field));
  const named = new Set(rules.map((rule) => rule.field));
  const before = findings.problems.length;
  for (const field of [...required].filter((name) => !sent.has(name)))
    findings.problem(
      "error",
      area,
      `form ${id} requires \`${field}\`, which the site does not send: every message is refused`,
      `use the fields of ${FORM_TEMPLATE} (${[...sent].join(", ")})`,
    );
  for (const field of ["your-name", "your-email", "your-message"].filter((name) => !named.has(name)))
    findings.problem(
      "warning",
      area,
      `form ${id} has no field \`${field}\`: what the visitor types there is not in the mail`,
      `use the fields of ${FORM_TEMPLATE}`,
    );
  return findings.problems.length === before;
}
