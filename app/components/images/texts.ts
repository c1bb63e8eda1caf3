/** Words of the media library, the image uploads and the API's image answers. */
import type { ImageRefusal } from "~/utils/image-processing.server";

export const IMAGE_TEXTS = {
  title: "Images",
  intro:
    "Pictures for posts and campaigns. Each upload is checked, stripped of its camera data (place, device) and saved in several widths.",
  uploadTitle: "Upload an image",
  listTitle: "All images",
  file: "Image file",
  fileHint: "JPEG, PNG, WebP, AVIF or GIF, up to 10 MB.",
  alt: "Alt text",
  altHint: "What the picture shows, for people who cannot see it.",
  decorative: "Decorative only: screen readers skip it",
  upload: "Upload",
  empty: "No images yet.",
  columns: {
    image: "Image",
    alt: "Alt text",
    size: "Size",
    uses: "Used in",
    actions: "Actions",
  },
  decorativeAlt: "(decorative)",
  sizeLine: (width: number, height: number, size: string, fileName: string) =>
    `${width} × ${height} px, ${size}${fileName ? ` (${fileName})` : ""}`,
  notUsed: "Not used",
  markdown: "Markdown to paste",
  delete: "Delete",
  deleteTitle: "Delete this image?",
  deleteInUse:
    "This image is in use. Deleting it breaks the picture in the places below: change them first, or delete anyway.",
  deleteUnused: "This image is not used in any post or campaign.",
  deleteConfirm: "Delete the image",
  deleteAnyway: "Delete anyway",
  cancel: "Cancel",
  back: "All images",
  useKinds: { post: "Post", campaign: "Campaign" },
  toast: { uploaded: "Image uploaded", deleted: "Image deleted" },
  fromPosts: "Images",
  /** Shown beside a Markdown body: what a reader's mail client receives. */
  mailNote:
    "In the mail, pictures are sent as links to this site, at most 600 pixels wide; some mail clients show them only after the reader allows it, so say what matters in words too.",
  insertLink:
    "Insert an image: upload it or pick it in the image library (opens in a new tab) and paste its Markdown here.",
  cover: "Or upload a cover image",
  coverHint: "Uploaded when you save or preview; it becomes the cover image address above.",
  insertDone: "Paste this into the body where the picture should go:",
  insertedDone: "The picture is in the body where the cursor was, and the draft is saved:",
  /** The upload inside a campaign's compose form. */
  insert: {
    title: "Upload a picture for the body",
    intro: "Uploading saves the draft with what you have typed.",
    introNew: "Uploading creates the draft with what you have typed.",
    atCursor:
      "The picture goes into the body where the cursor is (at the end if you have not been in the body).",
    toPaste:
      "The page then gives you the Markdown to paste into the body where the picture should go.",
    button: "Upload the picture",
  },
  libraryLink:
    "To add a picture, upload it below, or pick one already uploaded in the image library (opens in a new tab) and paste its Markdown here.",
  messages: {
    fileMissing: "Choose an image file to upload.",
    altMissing: "Describe the picture in the alt text, or mark it as decorative.",
    altTooLong: "Keep the alt text under 300 characters.",
    refused: {
      empty: "The file is empty. Choose an image file.",
      "too-large": "The file is larger than 10 MB. Make it smaller and try again.",
      "not-an-image":
        "This file is not an image we can read. Upload a JPEG, PNG, WebP, AVIF or GIF.",
      unsupported: "This kind of image is not accepted. Upload a JPEG, PNG, WebP, AVIF or GIF.",
      "too-many-pixels":
        "The picture has too many pixels (over 40 megapixels). Make it smaller and try again.",
    } satisfies Record<ImageRefusal, string>,
    notFound: "No such image.",
  },
} as const;

/** The file size in words: "1.2 MB", "340 KB". */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
