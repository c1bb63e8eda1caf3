/**
 * Whether this request's action answered with errors the page shows (a document post without
 * JavaScript), so the page's loader, which React Router runs after the action in the same
 * request, can tell its meta to start the title with "Error: " (withErrorTitle). With JavaScript
 * the error summary does the same in the browser. Used by the public forms and the CRM's forms.
 */
import { type RouterContextProvider, createContext } from "react-router";

const answeredInvalidContext = createContext(false);

export function markAnsweredInvalid(context: Readonly<RouterContextProvider>): void {
  context.set(answeredInvalidContext, true);
}

export function answeredInvalid(context: Readonly<RouterContextProvider>): boolean {
  return context.get(answeredInvalidContext);
}

/**
 * An answer of data(…, { status: 4xx or 5xx }): the form is shown again with its errors. React
 * Router exports data()'s class as a type only, so it is recognised by its shape.
 */
const isFailedAnswer = (result: unknown) =>
  typeof result === "object" &&
  result !== null &&
  (result as { type?: unknown }).type === "DataWithResponseInit" &&
  ((result as { init?: ResponseInit | null }).init?.status ?? 200) >= 400;

/**
 * A page action whose failed answers mark the request (a redirect or a thrown response does not):
 *   export const action = markingFailures(async ({ request, context }: Route.ActionArgs) => …);
 */
export function markingFailures<A extends { context: Readonly<RouterContextProvider> }, R>(
  action: (args: A) => Promise<R>,
): (args: A) => Promise<R> {
  return async (args) => {
    const result = await action(args);
    if (isFailedAnswer(result)) markAnsweredInvalid(args.context);
    return result;
  };
}
