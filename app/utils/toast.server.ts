/**
 * CONTRACT (implemented by the shell work): flash toasts that survive a redirect, so a plain
 * form post (JavaScript off) shows the same message as the enhanced one.
 */
import { redirect } from "react-router";

export type ToastVariant = "default" | "success" | "destructive";

export interface Toast {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Post/Redirect/Get with a toast the next page shows (server-rendered, and as a toast with JS). */
export async function redirectWithToast(url: string, _toast: Toast, init?: ResponseInit): Promise<Response> {
  return redirect(url, init);
}

/** The pending flash toast and the headers that clear it (the root loader uses this). */
export async function getToast(_request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  return { toast: null, headers: new Headers() };
}
