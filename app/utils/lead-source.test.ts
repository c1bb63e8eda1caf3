/** The source categories' ordered rules, on a table of landing pages and referrers. */
import { describe, expect, it } from "vitest";
import { describeSource } from "~/models/lead-source-rules.server";
import type { SourceCategory } from "~/schemas/lead-attribution";
import { campaignPath, referrerHost } from "./lead-source";

const SITE = "www.example.co.uk";

/** [landing page, referrer, expected category, expected detail] */
const CASES: [string, string | null, SourceCategory, string | null][] = [
  // Untagged, by referrer.
  ["/", null, "direct", null],
  ["/dental-iq", "", "direct", null],
  ["/", "https://www.example.co.uk/about", "direct", null],
  ["/", "https://example.co.uk/", "direct", null],
  ["/", "https://www.google.com/", "organic-search", "www.google.com"],
  ["/", "https://www.google.co.uk/search?q=data", "organic-search", "www.google.co.uk"],
  ["/", "https://www.bing.com/", "organic-search", "www.bing.com"],
  ["/", "https://duckduckgo.com/", "organic-search", "duckduckgo.com"],
  ["/", "https://uk.search.yahoo.com/", "organic-search", "uk.search.yahoo.com"],
  ["/", "https://www.ecosia.org/", "organic-search", "www.ecosia.org"],
  ["/", "https://search.brave.com/", "organic-search", "search.brave.com"],
  ["/", "https://www.linkedin.com/feed/", "organic-social", "www.linkedin.com"],
  ["/", "https://lnkd.in/abc", "organic-social", "lnkd.in"],
  ["/", "https://l.facebook.com/", "organic-social", "l.facebook.com"],
  ["/", "https://t.co/xyz", "organic-social", "t.co"],
  ["/", "https://www.reddit.com/r/dentistry", "organic-social", "www.reddit.com"],
  ["/", "https://mail.google.com/", "email", "mail.google.com"],
  ["/", "https://outlook.live.com/", "email", "outlook.live.com"],
  ["/", "https://www.bda.org/news", "referrals", "www.bda.org"],
  ["/", "https://blog.partner.example/post", "referrals", "blog.partner.example"],
  // Click ids.
  ["/?gclid=abc123", "https://www.google.com/", "paid-search", "www.google.com"],
  ["/?msclkid=abc", null, "paid-search", null],
  ["/?gclid=x&utm_campaign=spring", null, "paid-search", "spring"],
  ["/?fbclid=abc", "https://l.facebook.com/", "organic-social", "l.facebook.com"],
  ["/?fbclid=abc", null, "organic-social", null],
  // Paid mediums.
  ["/?utm_source=google&utm_medium=cpc&utm_campaign=brand", null, "paid-search", "brand"],
  ["/?utm_source=bing&utm_medium=ppc", null, "paid-search", "bing"],
  ["/?utm_source=linkedin&utm_medium=cpc&utm_campaign=dental", null, "paid-social", "dental"],
  ["/?utm_source=facebook&utm_medium=paid", null, "paid-social", "facebook"],
  ["/?utm_source=partner&utm_medium=paid-social", null, "paid-social", "partner"],
  ["/?fbclid=1&utm_medium=cpc&utm_campaign=x", null, "paid-social", "x"],
  // Tagged campaigns.
  ["/?utm_source=newsletter&utm_medium=email&utm_campaign=nov", null, "email", "nov"],
  ["/?utm_source=mailchimp&utm_medium=e-mail", null, "email", "mailchimp"],
  ["/?utm_source=newsletter", null, "email", "newsletter"],
  [
    "/?utm_source=linkedin&utm_medium=social&utm_campaign=dental-2027",
    null,
    "organic-social",
    "linkedin",
  ],
  // Organic social's drill-down is the network, from the tag or the referring site.
  [
    "/?utm_medium=social&utm_campaign=autumn",
    "https://www.linkedin.com/",
    "organic-social",
    "www.linkedin.com",
  ],
  ["/?utm_source=facebook&utm_campaign=autumn", null, "organic-social", "facebook"],
  ["/?utm_source=twitter&utm_medium=social-media", null, "organic-social", "twitter"],
  ["/?utm_source=linkedin", null, "organic-social", "linkedin"],
  ["/?utm_source=google&utm_medium=organic", null, "organic-search", "google"],
  ["/?utm_source=conference&utm_medium=qr&utm_campaign=expo", null, "other-campaigns", "expo"],
  ["/?utm_campaign=spring", "https://www.google.com/", "other-campaigns", "spring"],
  ["/?utm_source=partner-site", "https://www.bda.org/", "other-campaigns", "partner-site"],
  ["/?UTM_SOURCE=ignored", null, "direct", null],
];

describe("describeSource categories", () => {
  it.each(CASES)("%s from %s → %s (%s)", (landing, referrer, category, detail) => {
    const source = describeSource({ landingPage: landing, referrer, siteHost: SITE });
    expect(source.category).toBe(category);
    expect(source.detail).toBe(detail);
  });

  it("has at least 30 cases", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });
});

describe("what is kept", () => {
  it("keeps the campaign parameters, click ids as present only, and the sent-from path", () => {
    const source = describeSource({
      landingPage:
        "/dental-iq?utm_source=LinkedIn&utm_medium=Social&utm_campaign=d&gclid=SECRET&email=a@b.c",
      referrer: "https://www.linkedin.com/feed/?x=1",
      siteHost: SITE,
      sentFrom: "/contact?x=1",
    });
    expect(source).toMatchObject({
      landingPage: "/dental-iq?utm_source=LinkedIn&utm_medium=Social&utm_campaign=d&gclid=1",
      referrer: "www.linkedin.com",
      utmSource: "LinkedIn",
      utmMedium: "Social",
      utmCampaign: "d",
      clickIds: ["gclid"],
      sentFrom: "/contact",
      category: "paid-search",
    });
    expect(JSON.stringify(source)).not.toContain("SECRET");
    expect(JSON.stringify(source)).not.toContain("a@b.c");
  });

  it("reads referrers as hosts and refuses what is not a web address", () => {
    expect(referrerHost("https://WWW.Google.com:443/search?q=x")).toBe("www.google.com");
    expect(referrerHost("www.bing.com")).toBe("www.bing.com");
    expect(referrerHost("javascript:alert(1)")).toBeNull();
    expect(referrerHost("http://")).toBeNull();
    expect(campaignPath(new URL("https://x.test/a?b=1&utm_term=  "))).toBe("/a");
  });
});
