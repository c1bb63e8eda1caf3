/**
 * The CRM posts pages' shared server parts: reading the compose form, the preview of
 * what it holds, and whether it differs from the saved post (publish, schedule and unpublish act
 * on saved text only: decision 082's pages refuse when it does).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Post } from "@db/schema";
import type { PostPreviewView } from "~/components/posts/post-pages";
import { POST_TEXTS } from "~/components/posts/texts";
import { IMAGE_UPLOAD_FIELDS } from "~/schemas/image";
import { type PostInput, postPageSchema, readTimeOf } from "~/schemas/post";
import type { FieldErrors } from "~/utils/api.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { hasFile, uploadFromForm } from "./image-upload.server";

const COVER_FIELDS = IMAGE_UPLOAD_FIELDS.cover;

/**
 * A cover image sent with the form: stored in the library and put in the form as its cover address
 * (so the save, or the preview, has it); its refusal in words, or null.
 */
export async function takeCoverUpload(form: FormData, actor: string): Promise<FieldErrors | null> {
  if (!hasFile(form, COVER_FIELDS.file)) return null;
  const outcome = await uploadFromForm(form, actor, COVER_FIELDS);
  if (outcome.status === "invalid") return outcome.errors;
  form.set("imageUrl", outcome.image.url);
  return null;
}

export function readPostPage(form: FormData) {
  return parseWithZod(form, { schema: postPageSchema });
}

export type PostPageSubmission = ReturnType<typeof readPostPage>;

/** The form's text as the post's page would show it (nothing saved). */
export function previewOf(input: PostInput): PostPreviewView {
  return {
    title: input.title,
    excerpt: input.excerpt,
    category: input.category,
    readTime: input.readTime ?? readTimeOf(input.content),
    ...(input.imageUrl ? { imageUrl: input.imageUrl } : {}),
    ...(input.authorName ? { author: input.authorName } : {}),
    html: renderMarkdown(input.content),
  };
}

/** True when the form holds text the saved post does not (an empty slug keeps the saved one). */
export function differsFromSaved(input: PostInput, post: Post): boolean {
  const saved: PostInput = {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    category: post.category,
    content: post.content,
    imageUrl: post.imageUrl,
    readTime: post.readTime,
    metaDescription: post.metaDescription,
    authorName: post.authorName,
  };
  return (Object.keys(saved) as (keyof PostInput)[]).some((key) =>
    key === "slug" ? input.slug !== null && input.slug !== post.slug : input[key] !== saved[key],
  );
}

/** An answer that keeps what was typed (the form is drawn again from it) with a message. */
export function bounce(
  submission: PostPageSubmission,
  status: number,
  errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> },
  preview?: PostPreviewView,
) {
  return data({ result: submission.reply(errors), preview }, { status });
}

export const slugTakenErrors = { fieldErrors: { slug: [POST_TEXTS.messages.slugTaken] } };
