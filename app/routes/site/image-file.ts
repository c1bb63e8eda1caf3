/**
 * GET /images/{hash}-{width}.{webp|jpg|png}: one stored variant of a library image. The address
 * names the upload's content, so what it serves never changes: cached for a year, immutable, by
 * browsers and any CDN (decision 086). Anything else under the address is a 404.
 */
import { readVariant } from "~/models/images.server";
import type { Route } from "./+types/image-file";

const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export async function loader({ request }: Route.LoaderArgs) {
  const variant = await readVariant(new URL(request.url).pathname);
  if (!variant)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(new Uint8Array(variant.data), {
    headers: {
      "Content-Type": variant.type,
      "Content-Length": String(variant.data.length),
      "Cache-Control": IMMUTABLE_CACHE_CONTROL,
    },
  });
}
