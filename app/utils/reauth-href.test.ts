import { describe, expect, it } from "vitest";
import { downloadPage, pageAddress, reauthHref, withDownload } from "./reauth-href";

describe("pageAddress: the page a request is for, never React Router's data address", () => {
  it("drops the .data suffix of a client-side navigation's request", () => {
    expect(pageAddress("http://localhost/crm/people/report.data?email=a%40x.com")).toBe(
      "/crm/people/report?email=a%40x.com",
    );
    expect(pageAddress("http://localhost/crm/staff.data")).toBe("/crm/staff");
  });

  it("gives / for the root's data address, old and new, and a section for its trailing slash", () => {
    expect(pageAddress("http://localhost/_root.data")).toBe("/");
    expect(pageAddress("http://localhost/_.data")).toBe("/");
    expect(pageAddress("http://localhost/_root.data?tab=contacts")).toBe("/?tab=contacts");
    expect(pageAddress("http://localhost/crm/_.data")).toBe("/crm");
  });

  it("drops the _routes list and an index route's ?index, keeping the page's own query", () => {
    expect(
      pageAddress(
        "http://localhost/crm/people/report.data?email=a%40x.com&_routes=root%2Croutes%2Fcrm%2Fpeople.report",
      ),
    ).toBe("/crm/people/report?email=a%40x.com");
    expect(pageAddress("http://localhost/crm.data?index")).toBe("/crm");
    expect(pageAddress("http://localhost/crm?index&tab=leads")).toBe("/crm?tab=leads");
    expect(pageAddress("http://localhost/crm.data?index=&q=ann&_routes=routes%2Fcrm%2Findex")).toBe(
      "/crm?q=ann",
    );
    // An index with a value is the page's own parameter.
    expect(pageAddress("http://localhost/blog.data?index=2")).toBe("/blog?index=2");
  });

  it("leaves a page's address as it is, its query's spelling included", () => {
    expect(pageAddress("http://localhost/crm/staff?email=a%40x.com&q=a%20b")).toBe(
      "/crm/staff?email=a%40x.com&q=a%20b",
    );
    expect(pageAddress("/api/crm/leads/export?status=new")).toBe(
      "/api/crm/leads/export?status=new",
    );
    expect(pageAddress("/crm")).toBe("/crm");
  });

  it("makes the reauth link from the page's address", () => {
    expect(reauthHref(pageAddress("http://localhost/crm/people/report.data?email=a%40x.com"))).toBe(
      "/crm/reauth?returnTo=%2Fcrm%2Fpeople%2Freport%3Femail%3Da%2540x.com",
    );
  });
});

describe("downloadPage: where a confirmed download returns to", () => {
  it("is the CRM page the link was on, without an older download of its own", () => {
    expect(
      downloadPage("/api/crm/leads/export", "http://localhost/crm?status=won&download=%2Fapi%2Fx"),
    ).toBe("/crm?status=won");
    expect(downloadPage("/api/crm/backups/a.backup", "http://localhost/crm/system")).toBe(
      "/crm/system",
    );
  });

  it("without a CRM page to return to, is the page each download is offered on", () => {
    expect(downloadPage("/api/crm/backups/a.backup", null)).toBe("/crm/system");
    expect(downloadPage("/api/crm/backups/a.backup", "https://elsewhere.example/")).toBe(
      "/crm/system",
    );
    expect(downloadPage("/api/crm/people/export?email=a%40x.com", null)).toBe(
      "/crm/people?email=a%40x.com",
    );
    expect(downloadPage("/api/crm/newsletters/export", "http://localhost/crm/reauth")).toBe(
      "/crm?tab=newsletters",
    );
    expect(downloadPage("/api/crm/leads/export?q=ann", null)).toBe("/crm?q=ann");
  });

  it("withDownload puts the download on the page's address", () => {
    expect(withDownload("/crm/system", "/api/crm/backups/a.backup")).toBe(
      "/crm/system?download=%2Fapi%2Fcrm%2Fbackups%2Fa.backup",
    );
  });
});
