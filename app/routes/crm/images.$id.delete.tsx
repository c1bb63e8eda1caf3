/**
 * /crm/images/{id}/delete: the confirmation, naming every post and campaign that uses the image
 * (deleting it breaks the picture there); POST deletes it and goes back to the library.
 */
import { data, href } from "react-router";
import { crmMeta } from "~/components/crm/meta";
import { crmPageTitle } from "~/components/crm/texts";
import { DeleteImagePage } from "~/components/images/image-pages";
import { IMAGE_TEXTS } from "~/components/images/texts";
import { deleteImage, getImageById } from "~/models/images.server";
import { signedInStaff } from "~/server/auth.server";
import { libraryImage } from "~/server/image-library.server";
import { idParam } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/images.$id.delete";

export const meta: Route.MetaFunction = ({ matches }) =>
  crmMeta(matches, crmPageTitle(IMAGE_TEXTS.deleteTitle));

async function requireImage(params: Record<string, string | undefined>) {
  const image = await getImageById(idParam(params));
  if (!image) throw data(null, { status: 404 });
  return image;
}

export async function loader({ params }: Route.LoaderArgs) {
  return { image: await libraryImage(await requireImage(params)) };
}

export async function action({ params, context }: Route.ActionArgs) {
  const staff = signedInStaff(context);
  const image = await requireImage(params);
  await deleteImage(image.id, staff.email);
  return redirectWithToast(href("/crm/images"), {
    title: IMAGE_TEXTS.toast.deleted,
    variant: "success",
  });
}

export default function DeleteImage({ loaderData }: Route.ComponentProps) {
  return <DeleteImagePage image={loaderData.image} />;
}
