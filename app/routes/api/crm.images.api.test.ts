/**
 * POST /api/crm/images: 401 without a session; a photo with its alt text gives 201 with the
 * responsive variants; a missing file or alt text, a text file, a bomb and an 11 MB file are 400s
 * with a message in words (never a 5xx); a body that is not a form is a 415. GET lists the library.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_TEXTS } from "~/components/images/texts";
import { bombPng, photoJpeg } from "../../../tests/helpers/images";
import { signIn } from "../../../tests/helpers/crm-session";
import { routeArgs, runRoute } from "../../../tests/helpers/route-call";
import { useTestDb } from "../../../tests/helpers/test-db";
import * as imagesRoute from "./crm.images";

const testDb = useTestDb();
let cookie: string;

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  ({ cookie } = await signIn(testDb.db, undefined, { role: "member" }));
});

async function upload(
  fields: { file?: [Buffer, string]; alt?: string; decorative?: string },
  session: string | null = cookie,
): Promise<Response> {
  const form = new FormData();
  if (fields.file) form.set("file", new Blob([new Uint8Array(fields.file[0])]), fields.file[1]);
  if (fields.alt !== undefined) form.set("alt", fields.alt);
  if (fields.decorative !== undefined) form.set("decorative", fields.decorative);
  const request = new Request("http://localhost/api/crm/images", {
    method: "POST",
    headers: session ? { Cookie: session } : {},
    body: form,
  });
  return (await runRoute(imagesRoute.action, routeArgs(request))) as Response;
}

const refused = IMAGE_TEXTS.messages.refused;

describe("POST /api/crm/images", () => {
  it("answers 401 without a session", async () => {
    expect((await upload({ alt: "x" }, null)).status).toBe(401);
  });

  it("stores a 6,000 × 4,000 photo: 201 with its address, size, alt and variants", async () => {
    const response = await upload({
      file: [await photoJpeg(6000, 4000), "team.jpg"],
      alt: "The team at work",
    });
    expect(response.status).toBe(201);
    const { image } = (await response.json()) as {
      image: {
        url: string;
        width: number;
        height: number;
        alt: string;
        markdown: string;
        variants: { url: string; width: number; height: number; type: string }[];
      };
    };
    expect(image.url).toMatch(/^\/images\/[0-9a-f]{20}-1600\.jpg$/);
    expect([image.width, image.height, image.alt]).toEqual([1600, 1067, "The team at work"]);
    expect(image.markdown).toBe(`![The team at work](${image.url})`);
    expect(image.variants.map((v) => `${v.type} ${v.width}×${v.height}`)).toEqual([
      "image/jpeg 480×320",
      "image/webp 480×320",
      "image/jpeg 960×640",
      "image/webp 960×640",
      "image/jpeg 1600×1067",
      "image/webp 1600×1067",
    ]);

    const list = await runRoute(
      imagesRoute.loader,
      routeArgs(new Request("http://localhost/api/crm/images", { headers: { Cookie: cookie } })),
    );
    const { images } = (await (list as Response).json()) as { images: { url: string }[] };
    expect(images.map((i) => i.url)).toContain(image.url);
  });

  it("refuses bad input with 400 and words", async () => {
    const cases: [Parameters<typeof upload>[0], string, string][] = [
      [{ alt: "A picture" }, "file", IMAGE_TEXTS.messages.fileMissing],
      [{ file: [await photoJpeg(40, 40), "a.jpg"] }, "alt", IMAGE_TEXTS.messages.altMissing],
      [
        { file: [Buffer.from("hello, I am text\n"), "photo.jpg"], alt: "x" },
        "file",
        refused["not-an-image"],
      ],
      [{ file: [await bombPng(50_000), "bomb.png"], alt: "x" }, "file", refused["too-many-pixels"]],
      [
        { file: [Buffer.alloc(11 * 1024 * 1024, 1), "huge.jpg"], alt: "x" },
        "file",
        refused["too-large"],
      ],
    ];
    for (const [fields, field, message] of cases) {
      const response = await upload(fields);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(body.errors[field]).toEqual([message]);
    }
    // Decorative on purpose: no alt text needed.
    const decorative = await upload({
      file: [await photoJpeg(50, 30), "line.jpg"],
      decorative: "true",
    });
    expect(decorative.status).toBe(201);
  });

  it("answers 415 to JSON", async () => {
    const request = new Request("http://localhost/api/crm/images", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ file: "x", alt: "y" }),
    });
    const response = (await runRoute(imagesRoute.action, routeArgs(request))) as Response;
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toMatch(/multipart/);
  });
});
