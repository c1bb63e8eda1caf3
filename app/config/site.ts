/**
 * The firm's details, in one place. Copy that the firm edits lives in content/; these are
 * facts the code needs (contact details, hours, the default booking page). Several are
 * placeholders until launch: BEFORE_LAUNCH lists every one, and docs/deploy.md's checklist
 * repeats it (a unit test keeps the two in step).
 */
export const SITE = {
  name: "Durham Data Strategy",
  legalName: "Durham Data Strategy Ltd",
  tagline: "Intelligent Systems | Beyond Spreadsheets | For Multi-Location Businesses",
  /** Company number is not yet issued: the legal pages show this placeholder. */
  companyNumber: "[Company number]",
  registeredIn: "Durham, England",
  email: "hello@durhamdatastrategy.co.uk",
  phone: "+44 191 000 0000",
  phoneHref: "tel:+441910000000",
  address: ["Durham Business Centre", "Old Elvet", "Durham", "DH1 3HL", "United Kingdom"],
  hours: "Monday-Friday 9:00-18:00 GMT",
  social: {
    linkedin: "https://www.linkedin.com/company/durham-data-strategy",
    whatsapp: "https://wa.me/441910000000",
  },
  /** The free call the site offers: the header's booking link, the CTA buttons, contact subjects. */
  discoveryCall: "FREE Discovery Call",
  /** The external discovery-call scheduling page; BOOKING_URL overrides it. */
  defaultBookingUrl: "https://calendly.com/durham-data-strategy/discovery-call",
} as const;

/** Every detail that is a stand-in today, with where the firm replaces it. */
export const BEFORE_LAUNCH = [
  { item: "Company number", where: "app/config/site.ts (SITE.companyNumber)" },
  { item: "Phone number", where: "app/config/site.ts (SITE.phone, SITE.phoneHref)" },
  { item: "Office address", where: "app/config/site.ts (SITE.address)" },
  { item: "Email address", where: "app/config/site.ts (SITE.email)" },
  { item: "Social links", where: "app/config/site.ts (SITE.social)" },
  { item: "Booking page", where: "BOOKING_URL, or app/config/site.ts (SITE.defaultBookingUrl)" },
  { item: "Partner names, links and logos", where: "content/partners.json, public/partners/" },
  {
    item: "Testimonials and case studies",
    where: "content/homepage.json (testimonials), content/case-studies.json",
  },
  { item: "Team members and photos", where: "content/team.json, public/team/" },
] as const;
