/**
 * The /contact page around the enquiry form.
 * The route module (forms work) renders <ContactPage form={<ContactForm />} /> and uses
 * CONTACT_META for its meta.
 */
import type { ReactNode } from "react";
import contact from "../../../content/contact.json";
import { SITE } from "~/config/site";
import type { PageMetaInput } from "~/utils/meta";
import { PageHero } from "./blocks";
import { BookingLink, ExternalLink } from "./booking-link";
import * as c from "./contact-details.css";
import * as s from "./page.css";

/** The route's meta input: `meta = () => pageMeta(CONTACT_META)`. */
export const CONTACT_META: PageMetaInput = { ...contact.meta, path: "/contact" };

export const CONTACT_CONTENT = contact;

export function ContactDetails() {
  const { details } = contact;
  return (
    <section aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading" className={s.sectionTitle}>
        {details.title}
      </h2>
      <dl className={c.details}>
        <div className={c.detail}>
          <dt className={c.term}>{details.addressLabel}</dt>
          <dd>
            <address className={c.address}>
              {SITE.address.map((line, index) => (
                <span key={line}>
                  {line}
                  {index < SITE.address.length - 1 ? <br /> : null}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div className={c.detail}>
          <dt className={c.term}>{details.emailLabel}</dt>
          <dd>
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </dd>
        </div>
        <div className={c.detail}>
          <dt className={c.term}>{details.phoneLabel}</dt>
          <dd>
            <a href={SITE.phoneHref}>{SITE.phone}</a>
          </dd>
        </div>
        <div className={c.detail}>
          <dt className={c.term}>{details.hoursLabel}</dt>
          <dd>{SITE.hours}</dd>
        </div>
        <div className={c.detail}>
          <dt className={c.term}>{details.socialLabel}</dt>
          <dd>
            <ul className={c.socialList}>
              <li>
                <ExternalLink href={SITE.social.linkedin}>
                  {`${details.linkedin} (${details.linkedinDescription})`}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={SITE.social.whatsapp}>
                  {`${details.whatsapp} (${details.whatsappDescription})`}
                </ExternalLink>
              </li>
            </ul>
          </dd>
        </div>
      </dl>
      <p className={c.promise}>{details.replyPromise}</p>
      <p>{details.bookingText}</p>
      <BookingLink variant="secondary">{details.bookingCta}</BookingLink>
    </section>
  );
}

export function ContactPage({ form }: { form: ReactNode }) {
  const { hero } = contact;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <div className={s.section}>
        <div className={`${s.container} ${c.layout}`}>
          <section id="enquiry" aria-labelledby="enquiry-heading" className={c.formPanel}>
            <h2 id="enquiry-heading" className={s.sectionTitle}>
              {contact.form.title}
            </h2>
            <p>{contact.form.intro}</p>
            {form}
          </section>
          <ContactDetails />
        </div>
      </div>
    </>
  );
}
