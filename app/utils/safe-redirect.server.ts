/** A same-site relative path to return to, or the fallback (never another site: no open redirect). */
export function safeRedirectPath(
  value: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (typeof value !== "string") return fallback;
  const path = value.trim();
  if (
    !path.startsWith("/") ||
    path.startsWith("//") ||
    path.startsWith("/\\") ||
    /[\r\n\t]/.test(path)
  )
    return fallback;
  try {
    const url = new URL(path, "http://site.invalid");
    if (url.origin !== "http://site.invalid") return fallback;
    return url.pathname + url.search;
  } catch {
    return fallback;
  }
}
