// Contact Form 7 feedback endpoint: errors, validation in the form's locale, acceptance, spam,
// and persistence of sent messages (admin API and file).

import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { describe, it } from "node:test";
import { cf7Form, cmsFixture } from "./helpers.ts";

const cms = cmsFixture();

interface Feedback {
  contact_form_id: number;
  status: string;
  message: string;
  demo_mode: boolean;
  posted_data_hash: string;
  into: string;
  invalid_fields: { field: string; message: string; idref: null; error_id: string }[];
}

const valid = (formId: number, extra: Record<string, string> = {}): Record<string, string> => ({
  _wpcf7: String(formId),
  _wpcf7_unit_tag: `wpcf7-f${formId}-o1`,
  "your-name": "Camille Martin",
  "your-email": "camille.martin@example.org",
  "your-subject": "Visite des plateformes",
  "your-message": "Bonjour, je souhaiterais visiter la plateforme de microscopie.",
  "your-consent": "1",
  ...extra,
});

async function submit(
  formId: number,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Feedback }> {
  const response = await cms.get(`/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`, {
    method: "POST",
    body: cf7Form(fields),
    headers: { "user-agent": "Mozilla/5.0 (test)", ...headers },
  });
  return { status: response.status, body: (await response.json()) as Feedback };
}

describe("contact form 7", () => {
  it("refuses a body that is not multipart/form-data with 415", async () => {
    for (const [type, body] of [
      ["application/json", JSON.stringify(valid(501))],
      ["application/x-www-form-urlencoded", new URLSearchParams(valid(501)).toString()],
    ] as const) {
      const response = await cms.get("/wp-json/contact-form-7/v1/contact-forms/501/feedback", {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      assert.equal(response.status, 415, type);
      assert.deepEqual(await response.json(), {
        code: "wpcf7_unsupported_media_type",
        message: "The request payload format is not supported.",
        data: { status: 415 },
      });
    }
  });

  it("answers 404 wpcf7_not_found for an unknown form", async () => {
    const { status, body } = await submit(999, valid(999));
    assert.equal(status, 404);
    assert.deepEqual(body, {
      code: "wpcf7_not_found",
      message: "The requested contact form was not found.",
      data: { status: 404 },
    });
  });

  it("answers 400 wpcf7_unit_tag_not_found without a valid unit tag", async () => {
    for (const tag of [undefined, "", "%%%"]) {
      const fields = valid(501);
      if (tag === undefined) delete fields._wpcf7_unit_tag;
      else fields._wpcf7_unit_tag = tag;
      const { status, body } = await submit(501, fields);
      assert.equal(status, 400, String(tag));
      assert.deepEqual(body, {
        code: "wpcf7_unit_tag_not_found",
        message: "There is no valid unit tag.",
        data: { status: 400 },
      });
    }
  });

  it("refuses a body over 1 MB with 413", async () => {
    const { status } = await submit(501, valid(501, { "your-message": "x".repeat(1_100_000) }));
    assert.equal(status, 413);
  });

  it("reports validation_failed with Contact Form 7's default messages and key order", async () => {
    const en = await submit(
      502,
      valid(502, { "your-name": "", "your-email": "not-an-email", "your-message": "y".repeat(5001) }),
    );
    assert.equal(en.status, 200);
    assert.equal(en.body.status, "validation_failed");
    assert.equal(en.body.message, "One or more fields have an error. Please check and try again.");
    assert.equal(en.body.into, "#wpcf7-f502-o1");
    assert.equal(en.body.posted_data_hash, "");
    assert.deepEqual(en.body.invalid_fields, [
      {
        field: "your-name",
        message: "Please fill out this field.",
        idref: null,
        error_id: "wpcf7-f502-o1-ve-your-name",
      },
      {
        field: "your-email",
        message: "Please enter an email address.",
        idref: null,
        error_id: "wpcf7-f502-o1-ve-your-email",
      },
      {
        field: "your-message",
        message: "This field has a too long input.",
        idref: null,
        error_id: "wpcf7-f502-o1-ve-your-message",
      },
    ]);
    assert.deepEqual(Object.keys(en.body), [
      "contact_form_id",
      "status",
      "message",
      "demo_mode",
      "invalid_fields",
      "posted_data_hash",
      "into",
    ]);
    assert.equal(en.body.demo_mode, false);
    const fr = await submit(501, valid(501, { "your-email": "", "your-subject": "s".repeat(201) }));
    assert.equal(fr.body.status, "validation_failed");
    // The forms keep Contact Form 7's default English messages, the French one too: the site shows its own.
    assert.equal(fr.body.message, "One or more fields have an error. Please check and try again.");
    assert.deepEqual(
      fr.body.invalid_fields.map((f) => [f.field, f.message]),
      [
        ["your-email", "Please fill out this field."],
        ["your-subject", "This field has a too long input."],
      ],
    );
  });

  it("reports acceptance_missing when the consent box is not ticked", async () => {
    for (const consent of [undefined, "", "0"]) {
      const fields = valid(501);
      if (consent === undefined) delete fields["your-consent"];
      else fields["your-consent"] = consent;
      const { body } = await submit(501, fields);
      assert.equal(body.status, "acceptance_missing", String(consent));
      assert.equal(body.message, "You must accept the terms and conditions before sending your message.");
      assert.deepEqual(body.invalid_fields, []);
    }
  });

  it("treats a User-Agent shorter than 2 characters as spam and does not keep it", async () => {
    const before = (await cms.admin<unknown[]>("GET", "/__cms/submissions")).body.length;
    const { body } = await submit(502, valid(502, { "your-name": "Spam bot" }), { "user-agent": "x" });
    assert.equal(body.status, "spam");
    assert.equal(body.message, "There was an error trying to send your message. Please try again later.");
    assert.equal((await cms.admin<unknown[]>("GET", "/__cms/submissions")).body.length, before);
  });

  it("sends a valid message (mail_sent) and persists it to the file before answering", async () => {
    const fr = await submit(501, valid(501, { _wpcf7_container_post: "332", "other-field": "dropped" }));
    assert.equal(fr.status, 200);
    assert.equal(fr.body.contact_form_id, 501);
    assert.equal(fr.body.status, "mail_sent");
    assert.equal(fr.body.message, "Thank you for your message. It has been sent.");
    assert.deepEqual(Object.keys(fr.body), [
      "contact_form_id",
      "status",
      "message",
      "demo_mode",
      "posted_data_hash",
      "into",
      "invalid_fields",
    ]);
    assert.match(fr.body.posted_data_hash, /^[0-9a-f]{32}$/);
    assert.equal(fr.body.into, "#wpcf7-f501-o1");
    assert.deepEqual(fr.body.invalid_fields, []);
    const en = await submit(502, valid(502, { "your-name": "Alex Smith", "your-consent": "on" }));
    assert.equal(en.body.message, "Thank you for your message. It has been sent.");

    const lines = (await readFile(cms.submissionsFile, "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const saved = lines.find((l) => (l.fields as Record<string, string>)["your-name"] === "Camille Martin");
    assert.ok(saved);
    assert.equal(saved.formId, 501);
    assert.equal(saved.locale, "fr_FR");
    assert.equal(saved.unitTag, "wpcf7-f501-o1");
    assert.equal(saved.userAgent, "Mozilla/5.0 (test)");
    assert.match(String(saved.receivedAt), /^\d{4}-\d\d-\d\dT/);
    assert.deepEqual(Object.keys(saved.fields as object), [
      "your-name",
      "your-email",
      "your-subject",
      "your-message",
      "your-consent",
    ]);

    const viaAdmin = (await cms.admin<Record<string, unknown>[]>("GET", "/__cms/submissions")).body;
    assert.deepEqual(viaAdmin.map((s) => s.id).sort(), lines.map((l) => l.id).sort());
    assert.ok(
      viaAdmin.some((s) => s.locale === "en_US" && (s.fields as Record<string, string>)["your-name"] === "Alex Smith"),
    );
  });

  it("keeps every one of many concurrent submissions", async () => {
    const before = (await cms.admin<unknown[]>("GET", "/__cms/submissions")).body.length;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(502, valid(502, { "your-name": `Visitor ${i}` }))),
    );
    assert.ok(results.every((r) => r.body.status === "mail_sent"));
    const after = (await cms.admin<{ fields: Record<string, string> }[]>("GET", "/__cms/submissions")).body;
    assert.equal(after.length, before + 20);
    for (let i = 0; i < 20; i++)
      assert.ok(
        after.some((s) => s.fields["your-name"] === `Visitor ${i}`),
        `Visitor ${i}`,
      );
  });

  it("takes a message once per idempotency key: a repeat is answered mail_sent and not kept again", async () => {
    const count = async () =>
      (await cms.admin<Array<{ idempotencyKey?: string }>>("GET", "/__cms/submissions")).body.filter(
        (s) => s.idempotencyKey === "key-once",
      ).length;
    const first = await submit(501, valid(501, { _idempotency_key: "key-once" }));
    const again = await submit(501, valid(501, { _idempotency_key: "key-once" }));
    assert.deepEqual([first.body.status, again.body.status], ["mail_sent", "mail_sent"]);
    assert.equal(await count(), 1);
  });

  it("loses the answer after taking the message with the lost_answer fault", async () => {
    await cms.admin("POST", "/__cms/faults", { cf7: "lost_answer" });
    try {
      const lost = await cms.get("/wp-json/contact-form-7/v1/contact-forms/501/feedback", {
        method: "POST",
        body: cf7Form(valid(501, { _idempotency_key: "key-lost" })),
        headers: { "user-agent": "Mozilla/5.0 (test)" },
      });
      assert.equal(lost.status, 504);
    } finally {
      await cms.admin("POST", "/__cms/faults", { cf7: null });
    }
    const retried = await submit(501, valid(501, { _idempotency_key: "key-lost" }));
    assert.equal(retried.body.status, "mail_sent");
    const kept = (await cms.admin<Array<{ idempotencyKey?: string }>>("GET", "/__cms/submissions")).body.filter(
      (s) => s.idempotencyKey === "key-lost",
    );
    assert.equal(kept.length, 1);
  });
});

describe("Contact Form 7's validation schema", () => {
  it("publishes each form's rules (required, email, maxlength) and 404 for an unknown form", async () => {
    const { status, headers, body } = await cms.json<{
      locale: string;
      rules: { rule: string; field: string; threshold?: number }[];
    }>("/wp-json/contact-form-7/v1/contact-forms/501/feedback/schema");
    assert.equal(status, 200);
    assert.equal(headers.get("allow"), "GET");
    assert.equal(body.locale, "fr_FR");
    assert.deepEqual(
      body.rules.filter((r) => r.rule === "required").map((r) => r.field),
      ["your-name", "your-email", "your-message"],
    );
    assert.deepEqual(body.rules.find((r) => r.rule === "maxlength" && r.field === "your-message")?.threshold, 5000);
    assert.ok(body.rules.some((r) => r.rule === "email" && r.field === "your-email"));
    const missing = await cms.json<{ code: string }>("/wp-json/contact-form-7/v1/contact-forms/999/feedback/schema");
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, "wpcf7_not_found");
  });
});
