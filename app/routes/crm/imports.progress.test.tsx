/**
 * The import's page as the server draws it (the HTML a browser without JavaScript keeps): while
 * the import runs it offers "Check progress" and never reloads itself (no meta refresh, WCAG
 * 2.2.1); once it has ended, neither.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import ImportPage from "./imports.$id";
import type { Route } from "./+types/imports.$id";

type PageData = Route.ComponentProps["loaderData"];

const base: PageData = {
  id: 7,
  fileName: "delegates.csv",
  state: "running",
  createdBy: "anna@durhamdata.test",
  createdAt: "2026-11-29T09:30:00.000Z",
  lawfulBasis: "Delegate list, legitimate interests",
  totalRows: 400,
  processedRows: 120,
  counts: { created: 100, updated: 10, skipped: 5, refused: 5 },
  canUndo: false,
};

function render(data: PageData) {
  const Page = ImportPage as unknown as (props: { loaderData: PageData }) => React.ReactNode;
  const Stub = createRoutesStub([
    { path: "/crm/imports/:id", Component: () => <Page loaderData={data} /> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/crm/imports/7"]} />);
}

describe("/crm/imports/:id without JavaScript", () => {
  it("offers Check progress while the import runs, and never reloads itself", () => {
    for (const state of ["queued", "running"] as const) {
      const html = render({ ...base, state });
      expect(html).toContain('href="/crm/imports/7"');
      expect(html).toContain(">Check progress</a>");
      expect(html).toContain("120 of 400 rows processed");
      expect(html).not.toMatch(/http-equiv="refresh"/i);
      expect(html).not.toContain("updates itself");
    }
  });

  it("shows the summary, without Check progress, once the import has ended", () => {
    const html = render({ ...base, state: "done", processedRows: 400 });
    expect(html).not.toContain("Check progress");
    expect(html).toContain("400 of 400 rows processed");
    expect(html).toContain("100 created, 10 updated, 5 skipped, 5 refused");
  });
});
