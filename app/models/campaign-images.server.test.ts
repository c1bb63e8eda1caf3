/**
 * A campaign with an uploaded image, sent through a real SMTP server: the HTML part's <img> is an
 * absolute address under PUBLIC_URL held to the mail's column (width attribute ≤ 552, max-width),
 * links are absolute too, and the plain-text part reads as prose (no **, ##, ![…](…); the image is
 * its alt text).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { newsletterSubscriptions } from "@db/schema";
import { MAIL_CONTENT_WIDTH } from "~/utils/mail-markdown.server";
import { photoJpeg } from "../../tests/helpers/images";
import { type TestSmtp, decoded, startTestSmtp, textPart } from "../../tests/helpers/smtp";
import { useTestDb } from "../../tests/helpers/test-db";
import { createCampaign, getCampaign, sendCampaignBatch, startSending } from "./campaigns.server";
import { saveImage } from "./images.server";

const testDb = useTestDb();
let smtp: TestSmtp;
const ACTOR = "staff@example.com";
const ORIGIN = "https://www.durhamdatastrategy.test";

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  process.env.PUBLIC_URL = ORIGIN;
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  await smtp.close();
  for (const key of ["SMTP_URL", "PUBLIC_URL"]) delete process.env[key];
});

it("sends the image absolute and held to the column, and the text part as prose", async () => {
  const image = await saveImage(
    {
      file: await photoJpeg(2400, 1600),
      fileName: "chart.jpg",
      alt: "Bookings by month",
      decorative: false,
    },
    ACTOR,
  );
  await testDb.db.insert(newsletterSubscriptions).values({
    email: "reader@example.com",
    fullName: "Reader",
    subscribed: true,
    unsubscribeToken: "tok-reader",
  });
  const campaign = await createCampaign(
    {
      subject: "December insights",
      previewText: "Bookings",
      body: [
        "## What we found",
        "",
        "Bookings **doubled** after the change; see [the report](/blog/report).",
        "",
        `![${image.alt}](${image.url})`,
        "",
        "- One list item",
      ].join("\n"),
      audience: "newsletter",
    },
    ACTOR,
  );
  expect(await startSending(campaign.id, ACTOR)).toBe("started");
  for (let i = 0; i < 50 && (await getCampaign(campaign.id))!.state !== "sent"; i++) {
    const run = (await getCampaign(campaign.id))!.runId;
    await sendCampaignBatch(
      { campaignId: campaign.id, runId: run },
      { rate: 0, batchMs: 5_000, retryBaseMs: 20 },
    );
  }
  expect(smtp.received).toHaveLength(1);
  const raw = smtp.received[0].raw;

  const html = decoded(raw);
  const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
  expect(imgs).toHaveLength(1);
  expect(imgs[0]).toContain(`src="${ORIGIN}${image.url}"`);
  expect(imgs[0]).toContain('alt="Bookings by month"');
  const width = Number(/ width="(\d+)"/.exec(imgs[0])![1]);
  expect(width).toBeLessThanOrEqual(MAIL_CONTENT_WIDTH);
  expect(imgs[0]).toMatch(/max-width:\d+px/);
  expect(html).toContain(`href="${ORIGIN}/blog/report"`);

  const text = textPart(raw);
  expect(text).toContain("What we found");
  expect(text).toContain(
    "Bookings doubled after the change; see the report (" + ORIGIN + "/blog/report).",
  );
  expect(text).toContain("Bookings by month");
  expect(text).toContain("- One list item");
  expect(text).not.toMatch(/\*\*|##|!\[|\]\(/);
});
