/**
 * /crm/images: the media library. GET lists every image with where it is used and the Markdown to
 * paste; POST (multipart: file, alt, decorative) uploads one, then shows its Markdown; a refused
 * file answers the page again with the reason in words and the alt text kept.
 */
import { data, href } from "react-router";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { ImagesPage } from "~/components/images/image-pages";
import { IMAGE_TEXTS } from "~/components/images/texts";
import { getImageById, listImages } from "~/models/images.server";
import { answeredInvalid, markingFailures } from "~/server/answered-invalid.server";
import { signedInStaff } from "~/server/auth.server";
import { libraryImage } from "~/server/image-library.server";
import { uploadFromForm } from "~/server/image-upload.server";
import { readFormData } from "~/utils/form-data.server";
import { parseId } from "~/utils/ids";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/images";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  crmMeta(matches, crmPageTitle(IMAGE_TEXTS.title), loaderData?.invalid);

export async function loader({ request, context }: Route.LoaderArgs) {
  const uploadedId = parseId(new URL(request.url).searchParams.get("uploaded") ?? "");
  const images = await Promise.all((await listImages()).map(libraryImage));
  const uploaded = uploadedId ? await getImageById(uploadedId) : null;
  return {
    images,
    uploaded: uploaded ? await libraryImage(uploaded) : null,
    invalid: answeredInvalid(context),
  };
}

export const action = markingFailures(async ({ request, context }: Route.ActionArgs) => {
  const staff = signedInStaff(context);
  const form = await readFormData(request);
  const outcome = await uploadFromForm(form, staff.email);
  if (outcome.status === "invalid")
    return data(
      {
        errors: outcome.errors,
        alt: String(form.get("alt") ?? ""),
        decorative: form.get("decorative") === "on",
      },
      { status: 400 },
    );
  return redirectWithToast(`${href("/crm/images")}?uploaded=${outcome.image.id}`, {
    title: IMAGE_TEXTS.toast.uploaded,
    variant: "success",
  });
});

export default function Images({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ImagesPage images={loaderData.images} uploaded={loaderData.uploaded} answer={actionData} />
  );
}
