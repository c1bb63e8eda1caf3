/**
 * A picture uploaded from a campaign's compose form: stored in the media
 * library, its Markdown put into the body at the cursor the page's script sends (or, without one,
 * named in the address to paste), and the draft saved or created with what the form holds; a
 * refused file or text answers the typed text back and saves nothing (decision 084's rule).
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { campaigns, images } from "@db/schema";
import { signIn } from "../../../tests/helpers/crm-session";
import { routeArgs, runRoute } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as pageRoute from "./campaigns.$id";
import * as newRoute from "./campaigns.new";

const testDb = useTestDb();

const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } })?.init?.status ?? 200);

let admin: string;
let id: number;
let photo: Buffer;

beforeAll(async () => {
  ({ cookie: admin } = await signIn(testDb.db));
  photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
});

beforeEach(async () => {
  await testDb.db.delete(campaigns);
  await testDb.db.delete(images);
  [{ id }] = await testDb.db
    .insert(campaigns)
    .values({
      subject: "Saved subject",
      previewText: "",
      body: "Saved body.",
      audience: "newsletter",
      createdBy: "admin@example.com",
    })
    .returning({ id: campaigns.id });
});

function post(
  route: typeof pageRoute | typeof newRoute,
  path: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set(
    "imageFile",
    file ? new File([new Uint8Array(file.bytes)], file.name) : new File([], ""),
  );
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: admin },
    body,
  });
  return runRoute(
    route.action,
    routeArgs(request, { params: path.endsWith("new") ? {} : { id: String(id) } }),
  ).catch((thrown: unknown) => thrown);
}

const typed = {
  subject: "Typed subject",
  previewText: "",
  body: "First paragraph.\r\n\r\nSecond paragraph.",
  audience: "newsletter",
  imageAlt: "A chart of costs",
};
const MARKDOWN = /!\[A chart of costs\]\(\/images\/[0-9a-f]{20}-900\.jpg\)/;

describe("a picture uploaded from a draft's compose form", () => {
  it("with the cursor sent: stored, put into the body there, and the draft saved", async () => {
    const cursor = "First paragraph.\n\n".length;
    const answer = (await post(
      pageRoute,
      `/crm/campaigns/${id}`,
      { ...typed, intent: "upload", insertAt: String(cursor) },
      { name: "chart.jpg", bytes: photo },
    )) as Response;
    expect(answer.status).toBe(302);
    const [image] = await testDb.db.select().from(images);
    expect(answer.headers.get("Location")).toBe(
      `/crm/campaigns/${id}?uploaded=${image.id}&inserted=1`,
    );
    const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.subject).toBe("Typed subject");
    expect(row.body).toMatch(
      new RegExp(`^First paragraph\\.\\n\\n${MARKDOWN.source}\\n\\nSecond paragraph\\.$`),
    );
  });

  it("without the cursor (no JavaScript): stored, the draft saved as typed, the Markdown to paste named", async () => {
    const answer = (await post(
      pageRoute,
      `/crm/campaigns/${id}`,
      { ...typed, intent: "upload" },
      { name: "chart.jpg", bytes: photo },
    )) as Response;
    const [image] = await testDb.db.select().from(images);
    expect(answer.headers.get("Location")).toBe(`/crm/campaigns/${id}?uploaded=${image.id}`);
    const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, id));
    // Saved as typed, its line ends read as the textarea holds them.
    expect(row.body).toBe("First paragraph.\n\nSecond paragraph.");
    const page = (await runRoute(
      pageRoute.loader,
      routeArgs(
        new Request(`http://localhost/crm/campaigns/${id}?uploaded=${image.id}`, {
          headers: { Cookie: admin },
        }),
        { params: { id: String(id) } },
      ),
    )) as { uploaded: { markdown: string; inserted: boolean } };
    expect(page.uploaded.markdown).toMatch(MARKDOWN);
    expect(page.uploaded.inserted).toBe(false);
  });

  it("a file that is not a picture: refused in words, nothing saved, the typed text answered back", async () => {
    const answer = await post(
      pageRoute,
      `/crm/campaigns/${id}`,
      { ...typed, intent: "upload", insertAt: "3" },
      { name: "notes.jpg", bytes: Buffer.from("meeting notes") },
    );
    expect(statusOf(answer)).toBe(400);
    const words = JSON.stringify(answer);
    expect(words).toContain("This file is not an image we can read.");
    expect(words).toContain("Typed subject");
    expect(words).toContain("A chart of costs");
    const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.subject).toBe("Saved subject");
    expect(await testDb.db.select().from(images)).toEqual([]);
  });

  it("Upload with no file chosen, or no alt text: refused in words, nothing saved", async () => {
    const answer = await post(pageRoute, `/crm/campaigns/${id}`, {
      ...typed,
      imageAlt: "",
      intent: "upload",
    });
    expect(statusOf(answer)).toBe(400);
    expect(JSON.stringify(answer)).toContain("Choose an image file to upload.");
    expect(JSON.stringify(answer)).toContain("Describe the picture in the alt text");
    const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.subject).toBe("Saved subject");
  });

  it("Save with no file chosen saves as before and uploads nothing", async () => {
    const answer = (await post(pageRoute, `/crm/campaigns/${id}`, {
      ...typed,
      imageAlt: "",
      intent: "save",
    })) as Response;
    expect(answer.headers.get("Location")).toBe(`/crm/campaigns/${id}`);
    expect(await testDb.db.select().from(images)).toEqual([]);
  });
});

describe("a picture uploaded from the new campaign's form", () => {
  it("creates the draft with the picture in its body and opens it", async () => {
    const answer = (await post(
      newRoute,
      "/crm/campaigns/new",
      { ...typed, intent: "upload", insertAt: "end" },
      { name: "chart.jpg", bytes: photo },
    )) as Response;
    expect(answer.status).toBe(302);
    const [created] = await testDb.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.subject, "Typed subject"));
    const [image] = await testDb.db.select().from(images);
    expect(answer.headers.get("Location")).toBe(
      `/crm/campaigns/${created.id}?uploaded=${image.id}&inserted=1`,
    );
    expect(created.body).toMatch(new RegExp(`Second paragraph\\.\\n\\n${MARKDOWN.source}$`));
  });

  it("text that does not pass: no draft, the picture kept and its Markdown in the answer with the typed text", async () => {
    const answer = await post(
      newRoute,
      "/crm/campaigns/new",
      { ...typed, subject: "", intent: "upload" },
      { name: "chart.jpg", bytes: photo },
    );
    expect(statusOf(answer)).toBe(400);
    const words = JSON.stringify(answer);
    expect(words).toContain("Enter a subject");
    expect(words).toContain("Second paragraph.");
    expect(words).toMatch(MARKDOWN);
    expect(await testDb.db.select().from(campaigns).where(eq(campaigns.subject, ""))).toEqual([]);
    expect(await testDb.db.select().from(images)).toHaveLength(1);
  });
});
