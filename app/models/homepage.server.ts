/**
 * Home page content, read from content/*.json so the firm can edit copy without touching
 * components. Each file is read and validated once per process; a malformed file throws an
 * error that names the file and the offending fields, so a bad edit fails loudly at the first
 * request (and in the tests) instead of rendering a half-empty page.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import {
  type CaseStudy,
  type HomepageContent,
  type Partner,
  caseStudySchema,
  homepageContentSchema,
  partnerSchema,
} from "./homepage.schema";

const CONTENT_DIR = path.join(process.cwd(), "content");

export class ContentFileError extends Error {
  constructor(file: string, detail: string) {
    super(`Content file ${file} is malformed: ${detail}`);
    this.name = "ContentFileError";
  }
}

/** Reads a JSON file and validates it against `schema`; throws ContentFileError otherwise. */
export async function readContentFile<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  let raw: string;
  try {
    raw = await fs.readFile(file, "utf8");
  } catch (error) {
    throw new ContentFileError(file, `cannot be read (${(error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new ContentFileError(file, `invalid JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
      .join("; ");
    throw new ContentFileError(file, issues);
  }
  return parsed.data;
}

function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= load().catch((error) => {
      promise = undefined; // a fixed file is picked up on the next request
      throw error;
    });
    return promise;
  };
}

export const homepageFile = path.join(CONTENT_DIR, "homepage.json");
export const partnersFile = path.join(CONTENT_DIR, "partners.json");
export const caseStudiesFile = path.join(CONTENT_DIR, "case-studies.json");

/** testimonials and ctaSections (SPEC.md section 3), also served at GET /content/homepage.json. */
export const getHomepageContent: () => Promise<HomepageContent> = cached(() =>
  readContentFile(homepageFile, homepageContentSchema),
);

/** The eight 'Trusted Partners' logos. */
export const getPartners: () => Promise<Partner[]> = cached(() =>
  readContentFile(partnersFile, z.array(partnerSchema).length(8)),
);

/** The five dental case studies. */
export const getCaseStudies: () => Promise<CaseStudy[]> = cached(() =>
  readContentFile(caseStudiesFile, z.array(caseStudySchema).length(5)),
);
