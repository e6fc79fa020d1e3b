// lib/wordpress/contact-form.ts against the embedded CMS's Contact Form 7: what is posted, each
// status, each HTTP failure as a result (never a throw), field mapping, and never a retry.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createWordPressClient, type WordPressClient } from "../lib/wordpress/client.ts";
import {
  feedbackBody,
  sendContactMessage,
  toContactFormResult,
  type ContactDelivery,
  type ContactMessage,
} from "../lib/wordpress/contact-form.ts";
import { browserUserAgent, startTestCms, tamperedClient, type TestCms } from "./contact-helpers.ts";
import { json, startStub } from "./stub-server.ts";
import { captureLog } from "./log-capture.ts";

let cms: TestCms;
let client: WordPressClient;

beforeAll(async () => {
  cms = await startTestCms();
  // Generous: on a busy machine a first answer may take seconds. The timeout test has its own.
  client = createWordPressClient({ wordpressUrl: cms.url, timeoutMs: 10_000 });
});
afterAll(async () => {
  await cms.close();
});
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await cms.heal();
});

const message: ContactMessage = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  subject: "Partenariat",
  message: "Bonjour,\nnous aimerions rejoindre le réseau.",
  consent: true,
};
const french: ContactDelivery = { formId: 501, language: "fr", containerPostId: 332, userAgent: browserUserAgent };
const english: ContactDelivery = { formId: 502, language: "en", containerPostId: 472, userAgent: browserUserAgent };

describe("sending a message to Contact Form 7", () => {
  it("delivers a valid message once, with the unit tag, locale and the visitor's User-Agent", async () => {
    await expect(sendContactMessage(message, french, client)).resolves.toEqual({ status: "mail_sent" });
    await expect(sendContactMessage({ ...message, subject: "" }, english, client)).resolves.toEqual({
      status: "mail_sent",
    });
    const [fr, en] = await cms.submissions();
    expect(fr).toMatchObject({
      formId: 501,
      locale: "fr_FR",
      unitTag: "wpcf7-f501-p332-o1",
      userAgent: browserUserAgent,
      fields: {
        "your-name": "Ada Lovelace",
        "your-email": "ada@example.org",
        "your-subject": "Partenariat",
        "your-message": message.message.replace(/\n/g, "\r\n"),
        "your-consent": "1",
      },
    });
    expect(en).toMatchObject({
      formId: 502,
      locale: "en_US",
      unitTag: "wpcf7-f502-p472-o1",
      fields: { "your-subject": "" },
    });
    expect(await cms.feedbackPosts()).toBe(2);
  });

  it("posts multipart form data with Contact Form 7's hidden fields and only the expected fields", async () => {
    const stub = await startStub((_request, response) =>
      json(response, 200, { status: "mail_sent", invalid_fields: [] }),
    );
    try {
      const stubClient = createWordPressClient({ wordpressUrl: stub.url });
      await sendContactMessage(message, french, stubClient);
      const [request] = stub.requests;
      expect(request?.method).toBe("POST");
      expect(request?.url).toBe("/wp-json/contact-form-7/v1/contact-forms/501/feedback");
      expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
      expect(request?.headers["user-agent"]).toBe(browserUserAgent);
      const names = [...(request?.body ?? "").matchAll(/name="([^"]+)"/g)].map((match) => match[1]);
      expect(names).toEqual([
        "_wpcf7",
        "_wpcf7_unit_tag",
        "_wpcf7_locale",
        "_wpcf7_container_post",
        "your-name",
        "your-email",
        "your-subject",
        "your-message",
        "your-consent",
      ]);
    } finally {
      await stub.close();
    }
  });

  it("leaves an unticked consent out, as a browser does, and gets acceptance_missing", async () => {
    expect([...feedbackBody({ ...message, consent: false }, french).keys()]).not.toContain("your-consent");
    await expect(sendContactMessage({ ...message, consent: false }, french, client)).resolves.toEqual({
      status: "acceptance_missing",
    });
    expect(await cms.submissions()).toHaveLength(2);
  });

  it("maps Contact Form 7's invalid fields onto the form's fields", async () => {
    const result = await sendContactMessage({ ...message, name: "", email: "not-an-email" }, french, client);
    expect(result).toEqual({ status: "validation_failed", fields: ["name", "email"], unknownFields: 0 });
  });

  it("maps invalid fields by idref when the field name is not ours, and counts the ones it cannot place", () => {
    expect(
      toContactFormResult({
        status: "validation_failed",
        invalid_fields: [
          { field: "menu-123", message: "…", idref: "your-message", error_id: "x" },
          { field: "your-email", message: "…", idref: null, error_id: "y" },
          { field: "quiz-1", message: "…", idref: null, error_id: "z" },
        ],
      }),
    ).toEqual({ status: "validation_failed", fields: ["email", "message"], unknownFields: 1 });
  });

  it("reports spam when the visitor sent no User-Agent", async () => {
    await expect(sendContactMessage(message, { ...french, userAgent: "" }, client)).resolves.toEqual({
      status: "spam",
    });
  });

  it.each(["mail_failed", "spam", "aborted"] as const)("reports Contact Form 7's %s", async (status) => {
    await cms.faults({ cf7: status });
    await expect(sendContactMessage(message, english, client)).resolves.toEqual({ status });
    expect(await cms.feedbackPosts()).toBe(1);
  });

  it("turns 404, 415 and 400 into results, not crashes", async () => {
    const log = captureLog();
    await expect(sendContactMessage(message, { ...french, formId: 999 }, client)).resolves.toMatchObject({
      status: "failed",
      reason: "form_not_found",
      httpStatus: 404,
      code: "wpcf7_not_found",
    });
    const urlEncoded = tamperedClient(client, (body) => {
      const plain = new URLSearchParams();
      for (const [name, value] of body.entries()) if (typeof value === "string") plain.set(name, value);
      return plain;
    });
    await expect(sendContactMessage(message, french, urlEncoded)).resolves.toMatchObject({
      status: "failed",
      reason: "unsupported_media_type",
      httpStatus: 415,
      code: "wpcf7_unsupported_media_type",
    });
    const noUnitTag = tamperedClient(client, (body) => {
      body.set("_wpcf7_unit_tag", "!!!");
      return body;
    });
    await expect(sendContactMessage(message, french, noUnitTag)).resolves.toMatchObject({
      status: "failed",
      reason: "invalid_unit_tag",
      httpStatus: 400,
      code: "wpcf7_unit_tag_not_found",
    });
    expect(await cms.feedbackPosts()).toBe(3);
    expect(log.lines.filter((line) => line.level === "error" && line.component === "contact")).toHaveLength(3);
  });

  it.each([500, 502, 503, 504])("never retries a POST that got %i", async (status) => {
    await cms.faults({ failRate: 1, status });
    await expect(sendContactMessage(message, french, client)).resolves.toMatchObject({
      status: "failed",
      reason: "server_error",
      httpStatus: status,
    });
    expect(await cms.feedbackPosts()).toBe(1);
  });

  it("never retries a POST that timed out", async () => {
    await cms.faults({ latencyMs: 1500 });
    const impatient = createWordPressClient({ wordpressUrl: cms.url, timeoutMs: 300 });
    await expect(sendContactMessage(message, french, impatient)).resolves.toMatchObject({
      status: "failed",
      reason: "timeout",
      httpStatus: 504,
    });
    // A retry would reach the CMS right after the timeout: past the CMS's latency, still one post.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await cms.feedbackPosts()).toBe(1);
  });

  it("never retries a POST whose connection was dropped", async () => {
    await cms.faults({ down: true });
    await expect(sendContactMessage(message, french, client)).resolves.toMatchObject({
      status: "failed",
      reason: "unreachable",
    });
    expect(await cms.feedbackPosts()).toBe(1);
  });

  it("reports WordPress unreachable, and an answer that is not Contact Form 7's", async () => {
    const stub = await startStub(() => undefined);
    const closedUrl = stub.url;
    await stub.close();
    const nowhere = createWordPressClient({ wordpressUrl: closedUrl, timeoutMs: 500 });
    await expect(sendContactMessage(message, french, nowhere)).resolves.toMatchObject({
      status: "failed",
      reason: "unreachable",
      httpStatus: 503,
    });

    await cms.faults({ malformed: "html" });
    await expect(sendContactMessage(message, french, client)).resolves.toMatchObject({
      status: "failed",
      reason: "invalid_response",
    });
    await cms.faults({ malformed: "json" });
    await expect(sendContactMessage(message, french, client)).resolves.toMatchObject({
      status: "failed",
      reason: "invalid_response",
    });
    expect(toContactFormResult({ status: "payment_required", invalid_fields: [] })).toMatchObject({
      status: "failed",
      reason: "invalid_response",
    });
    expect(toContactFormResult(["not", "an", "object"])).toMatchObject({
      status: "failed",
      reason: "invalid_response",
    });
  });
});
