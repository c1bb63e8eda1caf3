import type { FormActionData } from "~/schemas/public-form";

/**
 * The route's clientAction: the server's answer as it is, or, when the request fails (no network,
 * a 5xx that is not the action's own answer), the form again with the failure message and what
 * was typed, instead of the error page.
 */
export function publicFormClientAction(failureMessage: string) {
  return async ({
    request,
    serverAction,
  }: {
    request: Request;
    serverAction: () => Promise<unknown>;
  }) => {
    const typed: Record<string, string> = {};
    for (const [name, value] of await request.clone().formData())
      if (typeof value === "string") typed[name] = value;
    try {
      return await serverAction();
    } catch (error) {
      if (error instanceof Response) throw error;
      const answer: FormActionData = {
        result: { status: "error", initialValue: typed, error: { "": [failureMessage] } },
      };
      return answer;
    }
  };
}
