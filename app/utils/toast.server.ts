/**
 * Flash toasts that survive a redirect, so a plain form post (JavaScript off) shows
 * the same message as the enhanced one. The toast travels in a short-lived signed cookie; the
 * root loader reads it (getToast), the page renders it, and the cookie is cleared.
 */
import { createCookieSessionStorage, redirect } from "react-router";
import {
  CONFIRMED_FORMS,
  type Confirmation,
  TOAST_VARIANTS,
  type ToastInput,
  type ToastVariant,
} from "~/schemas/toast";
import { getSessionSecret } from "~/utils/secret.server";
import { env } from "~/config/env.server";

/** What a flash cookie carries: a toast without a duration (the browser's default applies). */
type Toast = Omit<ToastInput, "duration">;

const TOAST_KEY = "toast" as const;

type ToastStorage = ReturnType<
  typeof createCookieSessionStorage<Record<string, never>, { [TOAST_KEY]: Toast }>
>;

/** The one-time flash cookie's name. */
export const TOAST_COOKIE_NAME = "__toast";

let storage: ToastStorage | undefined;

function toastStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, { [TOAST_KEY]: Toast }>({
    cookie: {
      name: TOAST_COOKIE_NAME,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      // A flash lives for one redirect; a minute is plenty even on a slow connection.
      maxAge: 60,
      secure: env().NODE_ENV === "production" && !env().LOCAL_RUN,
      secrets: [getSessionSecret()],
    },
  });
  return storage;
}

/** Post/Redirect/Get with a toast the next page shows (server-rendered, and as a toast with JS). */
export async function redirectWithToast(
  url: string,
  toast: Toast,
  init?: ResponseInit,
): Promise<Response> {
  const { getSession, commitSession } = toastStorage();
  const session = await getSession();
  session.flash(TOAST_KEY, toast);
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(url, { ...init, headers });
}

/** The pending flash toast and the headers that clear it (the root loader uses this). */
export async function getToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__toast=")) return { toast: null, headers };
  const { getSession, destroySession } = toastStorage();
  const session = await getSession(cookie);
  const toast = asToast(session.get(TOAST_KEY));
  headers.append("Set-Cookie", await destroySession(session));
  return { toast, headers };
}

function asToast(value: unknown): Toast | null {
  if (!value || typeof value !== "object") return null;
  const { title, description, variant, link, confirmation } = value as Record<string, unknown>;
  if (typeof title !== "string" || !title) return null;
  const { href, label } = (link ?? {}) as Record<string, unknown>;
  const safeLink =
    typeof href === "string" && /^\/(?!\/)/.test(href) && typeof label === "string" && label
      ? { link: { href, label } }
      : {};
  return {
    title,
    ...(typeof description === "string" && description ? { description } : {}),
    ...safeLink,
    ...asConfirmation(confirmation),
    ...((TOAST_VARIANTS as readonly unknown[]).includes(variant)
      ? { variant: variant as ToastVariant }
      : {}),
  };
}

/** A flash's confirmation, checked field by field (the cookie is signed, but stays defensive). */
function asConfirmation(value: unknown): { confirmation?: Confirmation } {
  if (!value || typeof value !== "object") return {};
  const { form, sent } = value as Record<string, unknown>;
  if (!(CONFIRMED_FORMS as readonly unknown[]).includes(form)) return {};
  const items = Array.isArray(sent)
    ? sent.filter(
        (item): item is { label: string; value: string } =>
          typeof item?.label === "string" && typeof item?.value === "string",
      )
    : [];
  return {
    confirmation: {
      form: form as Confirmation["form"],
      sent: items.map(({ label, value }) => ({ label, value })),
    },
  };
}
