/** The privacy policy states the retention period the retention job uses (RETENTION_MONTHS). */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LEGAL } from "~/components/pages/legal";
import { LegalPage } from "~/components/pages/legal-page";
import { CAMPAIGN_RECIPIENT_KEEP_MONTHS } from "~/models/retention.server";
import { VISIT_KEEP_MONTHS } from "~/models/visits.server";
import { loader } from "./legal";

function privacyPage(): string {
  const data = loader({
    url: new URL("http://localhost/legal/privacy-policy"),
  } as Parameters<typeof loader>[0]);
  const Stub = createRoutesStub([
    {
      path: "/legal/privacy-policy",
      Component: () => (
        <LegalPage
          document={LEGAL[data.page]}
          lastUpdated={data.lastUpdated}
          values={data.values}
        />
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/legal/privacy-policy"]} />);
}

describe("privacy policy retention section", () => {
  afterEach(() => {
    delete process.env.RETENTION_MONTHS;
  });

  it("shows the configured period, and follows a change of the setting", () => {
    expect(privacyPage()).toContain("up to 24 months, after which they are deleted automatically");
    process.env.RETENTION_MONTHS = "18";
    const html = privacyPage();
    expect(html).toContain("up to 18 months, after which they are deleted automatically");
    expect(html).not.toContain("{retentionMonths}");
  });

  it("says how long the newsletter's per-recipient log keeps an address, from the retention job's period", () => {
    const html = privacyPage();
    expect(html).toContain(
      `answered: ${CAMPAIGN_RECIPIENT_KEEP_MONTHS} months, after which your address is removed`,
    );
    expect(html).not.toContain("{campaignRecipientMonths}");
  });

  it("says how long the visit counts are kept day by day, from the retention job's period", () => {
    const html = privacyPage();
    expect(html).toContain(
      `the daily counts for ${VISIT_KEEP_MONTHS} months, after which only the monthly total of each page remains`,
    );
    expect(html).not.toContain("{visitMonths}");
  });
});
