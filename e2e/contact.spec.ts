import { expect, test, type Browser, type Page } from "@playwright/test";
import { cmsUrl, expectNoAxeViolations, refuseConsent, setCmsFaults } from "./helpers.ts";

// One worker, in order: the Contact Form 7 fault one test injects must not reach another's message.
test.describe.configure({ mode: "serial" });

interface Submission {
  formId: number;
  locale: string;
  unitTag: string;
  userAgent: string;
  fields: Record<string, string>;
}

async function submissions(): Promise<Submission[]> {
  const response = await fetch(`${cmsUrl}/__cms/submissions`);
  expect(response.ok).toBe(true);
  return (await response.json()) as Submission[];
}

/** The message the CMS received whose text carries this token. */
async function received(token: string): Promise<Submission[]> {
  return (await submissions()).filter((submission) => submission.fields["your-message"]?.includes(token));
}

async function cf7Fault(value: "mail_failed" | null): Promise<void> {
  await setCmsFaults({ cf7: value });
}

const pages = [
  {
    language: "fr",
    path: "/contact",
    formId: 501,
    locale: "fr_FR",
    labels: {
      name: "Nom",
      email: "Adresse e-mail",
      subject: "Objet",
      message: "Message",
      consent: /J’accepte/,
      send: "Envoyer le message",
    },
    sent: "Merci, votre message a bien été envoyé.",
    emailError: "Saisissez une adresse e-mail complète",
    invalidTitle: "Le message n’a pas été envoyé",
    required: {
      name: "Indiquez votre nom.",
      email: "Indiquez votre adresse e-mail.",
      message: "Écrivez votre message.",
      consent: "Cochez cette case",
    },
    sentMessage: "Votre message",
    writeAgain: "Écrire un autre message",
    failed: "Le message n’a pas pu être transmis",
    kept: "Votre saisie est conservée ci-dessous.",
  },
  {
    language: "en",
    path: "/en/contact",
    formId: 502,
    locale: "en_US",
    labels: {
      name: "Name",
      email: "Email address",
      subject: "Subject",
      message: "Message",
      consent: /I agree/,
      send: "Send the message",
    },
    sent: "Thank you, your message has been sent.",
    emailError: "Enter a complete email address",
    invalidTitle: "Your message was not sent",
    required: {
      name: "Enter your name.",
      email: "Enter your email address.",
      message: "Write your message.",
      consent: "Tick this box",
    },
    sentMessage: "Your message",
    writeAgain: "Write another message",
    failed: "The message could not be delivered",
    kept: "What you typed is kept below.",
  },
] as const;

type ContactPage = (typeof pages)[number];

async function fill(
  page: Page,
  on: ContactPage,
  values: { name: string; email: string; subject: string; message: string },
) {
  const form = page.getByRole("form");
  await form.getByRole("textbox", { name: on.labels.name, exact: true }).fill(values.name);
  await form.getByRole("textbox", { name: on.labels.email }).fill(values.email);
  await form.getByRole("textbox", { name: on.labels.subject }).fill(values.subject);
  await form.getByRole("textbox", { name: on.labels.message }).fill(values.message);
  await form.getByRole("checkbox", { name: on.labels.consent }).check();
}

async function expectKept(
  page: Page,
  on: ContactPage,
  values: { name: string; email: string; subject: string; message: string },
) {
  const form = page.getByRole("form");
  await expect(form.getByRole("textbox", { name: on.labels.name, exact: true })).toHaveValue(values.name);
  await expect(form.getByRole("textbox", { name: on.labels.email })).toHaveValue(values.email);
  await expect(form.getByRole("textbox", { name: on.labels.subject })).toHaveValue(values.subject);
  await expect(form.getByRole("textbox", { name: on.labels.message })).toHaveValue(values.message);
  await expect(form.getByRole("checkbox", { name: on.labels.consent })).toBeChecked();
}

/**
 * Opens the contact page once the form's island has hydrated (before, the server checks, as without
 * JavaScript), the consent banner answered first (it takes the focus when it shows).
 */
async function openForm(page: Page, on: ContactPage) {
  await page.goto(on.path);
  await refuseConsent(page, on.language);
  await expect(page.getByRole("form")).toHaveAttribute("data-enhanced");
}

/** Marks the document, to tell later whether the page was reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute("data-test-loaded", "once"));
}

for (const on of pages) {
  test.describe(`contact form (${on.language})`, () => {
    test("a valid message reaches Contact Form 7 without a reload; the form confirms and shows what was sent", async ({
      page,
    }) => {
      const token = `e2e-${on.language}-${Date.now()}`;
      const values = {
        name: "Ada Lovelace",
        email: "ada@example.org",
        subject: "Partenariat",
        message: `Bonjour, ceci est un essai (${token}).`,
      };
      await openForm(page, on);
      await expect(
        page.getByRole("heading", { level: 2, name: on.language === "fr" ? "Écrivez-nous" : "Write to us" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await markDocument(page);
      await fill(page, on, values);
      await page.getByRole("button", { name: on.labels.send }).click();

      await expect(page.getByRole("status")).toContainText(on.sent);
      await expect(page.getByRole("status")).toBeFocused();
      await expect(page.locator("html")).toHaveAttribute("data-test-loaded", "once");
      // What was sent, in place of the fields.
      const form = page.getByRole("form");
      const sentMessage = form.getByRole("region", { name: on.sentMessage });
      for (const value of [values.name, values.email, values.subject, values.message])
        await expect(sentMessage).toContainText(value);
      await expect(form.getByRole("textbox")).toHaveCount(0);

      await expect.poll(async () => (await received(token)).length).toBe(1);
      const [submission] = await received(token);
      expect(submission).toMatchObject({
        formId: on.formId,
        locale: on.locale,
        unitTag: `wpcf7-f${on.formId}-p${on.formId === 501 ? 332 : 472}-o1`,
        fields: {
          "your-name": values.name,
          "your-email": values.email,
          "your-subject": values.subject,
          "your-consent": "1",
        },
      });
      expect(submission?.userAgent).toContain("Chrome");
      await expectNoAxeViolations(page);

      // Another message: an empty form, focus on its first field.
      await sentMessage.getByRole("link", { name: on.writeAgain }).click();
      await expect(form.getByRole("textbox", { name: on.labels.name, exact: true })).toBeFocused();
      await expect(form.getByRole("textbox", { name: on.labels.message })).toHaveValue("");
      await expect(form.getByRole("checkbox", { name: on.labels.consent })).not.toBeChecked();
      await expect(page.locator("#contact-status")).toBeEmpty();
      await expect(page.locator("html")).toHaveAttribute("data-test-loaded", "once");
    });

    test("the form checks itself before posting: a summary of every field to correct, focused, linking to each field", async ({
      page,
    }) => {
      const values = {
        name: "Grace Hopper",
        email: "grace@localhost",
        subject: "Question",
        message: "Un message qui doit rester là.",
      };
      await openForm(page, on);
      const form = page.getByRole("form");
      const status = page.getByRole("status");
      const email = form.getByRole("textbox", { name: on.labels.email });
      let posted = 0;
      page.on("request", (request) => {
        if (request.method() === "POST") posted++;
      });

      // Nothing typed: the site's own summary, not the browser's bubbles, and nothing posted.
      await page.getByRole("button", { name: on.labels.send }).click();
      await expect(status).toContainText(on.invalidTitle);
      await expect(status).toBeFocused();
      for (const message of Object.values(on.required))
        await expect(status.getByRole("link", { name: new RegExp(message) })).toBeVisible();
      await expect(form.getByRole("textbox", { name: on.labels.name, exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expect(form.getByRole("textbox", { name: on.labels.name, exact: true })).toHaveAccessibleDescription(
        new RegExp(on.required.name),
      );
      await expect(form.getByRole("checkbox", { name: on.labels.consent })).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByRole("textbox", { name: on.labels.subject })).not.toHaveAttribute("aria-invalid");
      await expectNoAxeViolations(page);

      // An address WordPress would refuse: its error alone, the rest kept as typed.
      await fill(page, on, values);
      await page.getByRole("button", { name: on.labels.send }).click();
      await expect(status.getByRole("listitem")).toHaveCount(1);
      await expect(status).toContainText(on.emailError);
      await expect(status).toBeFocused();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(new RegExp(on.emailError));
      await expect(form.getByRole("textbox", { name: on.labels.name, exact: true })).not.toHaveAttribute(
        "aria-invalid",
      );
      await expectKept(page, on, values);
      expect(posted).toBe(0);

      // The summary links to the field.
      await status.getByRole("link", { name: new RegExp(on.emailError) }).click();
      await expect(page).toHaveURL(/#contact-email$/);
      await expect(email).toBeFocused();
    });

    test("on a phone, the answer's title shows below the sticky header, focused", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await openForm(page, on);
      await fill(page, on, { name: "Grace Hopper", email: "grace@localhost", subject: "", message: "Un message." });
      await page.getByRole("button", { name: on.labels.send }).click();

      const title = page.getByRole("status").getByText(on.invalidTitle, { exact: true });
      await expect(title).toBeInViewport();
      // What is drawn at the title's first and last line is the title, not the header over it.
      await expect
        .poll(() =>
          title.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const header = document.querySelector("header")?.getBoundingClientRect();
            const drawn = (y: number) => element.contains(document.elementFromPoint(box.left + 8, y));
            return {
              belowHeader: header !== undefined && box.top >= header.bottom,
              drawn: drawn(box.top + 4) && drawn(box.bottom - 4),
            };
          }),
        )
        .toEqual({ belowHeader: true, drawn: true });
      await expect(page.getByRole("status")).toBeFocused();
    });

    test("when Contact Form 7 fails to send, the visitor keeps everything and is told what to do", async ({ page }) => {
      const token = `e2e-failed-${on.language}-${Date.now()}`;
      const values = {
        name: "Alan Turing",
        email: "alan@example.org",
        subject: "",
        message: `Ce message ne doit pas se perdre (${token}).`,
      };
      await openForm(page, on);
      await fill(page, on, values);
      await cf7Fault("mail_failed");
      try {
        await page.getByRole("button", { name: on.labels.send }).click();
        await expect(page.getByRole("status")).toContainText(on.failed);
      } finally {
        await cf7Fault(null);
      }
      await expect(page.getByRole("status")).toContainText(on.kept);
      await expectKept(page, on, values);
      expect(await received(token)).toHaveLength(0);
      await expectNoAxeViolations(page);

      // Sending again once Contact Form 7 is back delivers the message, once.
      await page.getByRole("button", { name: on.labels.send }).click();
      await expect(page.getByRole("status")).toContainText(on.sent);
      await expect.poll(async () => (await received(token)).length).toBe(1);
    });
  });
}

/** axe needs JavaScript: it checks the HTML a page without JavaScript got, served again to a page with it. */
async function expectNoAxeViolationsWithoutJavaScript(browser: Browser, page: Page) {
  const html = await page.content();
  const path = new URL(page.url()).pathname;
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const checker = await context.newPage();
    await checker.route(
      (url) => url.pathname === path,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await checker.goto(page.url());
    await expectNoAxeViolations(checker);
  } finally {
    await context.close();
  }
}

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's answer: the same summary and field messages, what was typed kept; once sent, what was sent", async ({
    page,
    browser,
  }) => {
    const on = pages[0];
    const token = `e2e-nojs-${Date.now()}`;
    const values = {
      name: "Hedy Lamarr",
      email: "hedy@example",
      subject: "Sans JavaScript",
      message: `Envoyé sans JavaScript (${token}).`,
    };
    await page.goto(on.path);
    await fill(page, on, values);
    await page.getByRole("button", { name: on.labels.send }).click();

    // A full page load: the answer with its summary, the field error, what was typed.
    await expect(page).toHaveURL(/\/contact#contact-status$/);
    await expect(page.getByRole("status")).toContainText(on.invalidTitle);
    await expect(page.getByRole("status").getByRole("link", { name: new RegExp(on.emailError) })).toHaveAttribute(
      "href",
      "#contact-email",
    );
    const email = page.getByRole("form").getByRole("textbox", { name: on.labels.email });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(new RegExp(on.emailError));
    await expectKept(page, on, values);
    await expectNoAxeViolationsWithoutJavaScript(browser, page);

    await email.fill("hedy@example.org");
    await page.getByRole("button", { name: on.labels.send }).click();
    await expect(page.getByRole("status")).toContainText(on.sent);
    const sentMessage = page.getByRole("region", { name: on.sentMessage });
    await expect(sentMessage).toContainText("hedy@example.org");
    await expect(sentMessage).toContainText(values.message);
    await expect.poll(async () => (await received(token)).length).toBe(1);
    expect((await received(token))[0]?.fields["your-email"]).toBe("hedy@example.org");
    await expectNoAxeViolationsWithoutJavaScript(browser, page);

    // Another message: the page again, with an empty form.
    await sentMessage.getByRole("link", { name: on.writeAgain }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("form").getByRole("textbox", { name: on.labels.message })).toHaveValue("");
  });
});
