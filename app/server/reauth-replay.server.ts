/**
 * A change refused for want of a recent password or code is made once the admin confirms, rather
 * than asked for twice. The recent-auth middleware keeps the refused form post (its page's
 * address and fields) in a short-lived signed cookie that only /crm/reauth receives; once the
 * password or code is right, /crm/reauth sends that same post through the app on the admin's
 * behalf (dispatchContext) and answers with its result: the page the change leads to, with its
 * toast. A post that cannot be kept (a file upload, a large or secret-bearing form) is not: the
 * admin returns to its page and presses again.
 */
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { createCookie } from "react-router";
import { getSessionSecret } from "~/utils/secret.server";
import { sessionCookieSecure } from "~/utils/session-cookie.server";

/** Long enough to find the password; short enough that a forgotten change is not made later. */
const KEEP_SECONDS = 10 * 60;
/**
 * A form is kept deflated (a lead import's mapping of 300 columns is 3 KB of "col7=&col8=&…",
 * a few hundred bytes deflated) while the cookie stays under browsers' 4 KB: past this, deflated
 * and in base64, it is not kept. A body past MAX_BODY_BYTES is not even read for it.
 */
const MAX_KEPT_CHARS = 2048;
const MAX_BODY_BYTES = 64 * 1024;
/** A form carrying one of these is never copied into a cookie. */
const SECRET_FIELD = /password|secret|token|code/i;

interface KeptPost {
  /** The page address the form posted to (path and query). */
  path: string;
  /** Its fields, url-encoded as the browser sent them, deflated, in base64url. */
  body: string;
  /** The session that asked: another sign-in on the browser never makes it. */
  sessionId: string;
}

let cookie: ReturnType<typeof createCookie> | undefined;
function replayCookie() {
  cookie ??= createCookie("__reauth_replay", {
    path: "/crm/reauth",
    httpOnly: true,
    sameSite: "lax",
    secure: sessionCookieSecure(),
    maxAge: KEEP_SECONDS,
    secrets: [getSessionSecret()],
  });
  return cookie;
}

/**
 * The Set-Cookie that keeps a refused form post for /crm/reauth, or null when it cannot be kept.
 * Reads the request's body: call it only for a post that will not run.
 */
export async function keepRefusedPost(
  request: Request,
  path: string,
  sessionId: string,
): Promise<string | null> {
  const type = request.headers.get("Content-Type") ?? "";
  if (request.method !== "POST" || !type.startsWith("application/x-www-form-urlencoded"))
    return null;
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) return null;
  const body = await request.text().catch(() => null);
  if (body === null || Buffer.byteLength(body) > MAX_BODY_BYTES) return null;
  if ([...new URLSearchParams(body).keys()].some((name) => SECRET_FIELD.test(name))) return null;
  const packed = deflateRawSync(body).toString("base64url");
  if (packed.length > MAX_KEPT_CHARS) return null;
  const kept: KeptPost = { path, body: packed, sessionId };
  return replayCookie().serialize(kept);
}

/** The post kept for `path` by this session, if any (a forged or expired cookie reads as none). */
export async function keptPost(
  request: Request,
  path: string,
  sessionId: string,
): Promise<{ body: string } | null> {
  const kept = (await replayCookie()
    .parse(request.headers.get("Cookie"))
    .catch(() => null)) as KeptPost | null;
  if (!kept || kept.path !== path || kept.sessionId !== sessionId) return null;
  // Signed by this server, so its own deflated text; anything else reads as no kept post.
  try {
    return { body: inflateRawSync(Buffer.from(kept.body, "base64url")).toString("utf8") };
  } catch {
    return null;
  }
}

/** The Set-Cookie that forgets the kept post once it has been made. */
export function forgetKeptPost(): Promise<string> {
  return replayCookie().serialize("", { maxAge: 0 });
}

/**
 * The kept post as a request of its own, sent by the signed-in browser: its cookies and the
 * headers that say it comes from this site, to the page's address on this origin.
 */
export function replayRequest(confirming: Request, path: string, body: string): Request {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  for (const name of ["Cookie", "Origin", "Referer", "Sec-Fetch-Site", "User-Agent", "Host"]) {
    const value = confirming.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Request(new URL(path, confirming.url), { method: "POST", headers, body });
}
