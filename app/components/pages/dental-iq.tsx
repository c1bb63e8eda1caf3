/**
 * The /dental-iq marketing page; `registration`
 * fills #register. The buttons that take visitors to the form are plain #register links, so they
 * work without JavaScript; smooth scrolling comes from CSS (and stops for reduced motion).
 */
import type { ReactNode } from "react";
import dentalIqCopy from "../../../content/dental-iq.json";
import { fillClaimsDeep } from "~/utils/dated-claims";
import type { PageMetaInput } from "~/utils/meta";
import { Card, CardGrid, PageHero, PageSection, StatList } from "./blocks";
import * as d from "./dental-iq.css";
import * as s from "./page.css";

/** The route's meta input: `meta = () => pageMeta(DENTAL_IQ_META)`. */
// The copy names its dated claims ("{launch}"); they are written once, with the day they end.
const { datedClaims, ...copy } = dentalIqCopy;
const dentalIq = fillClaimsDeep(copy, datedClaims);

export const DENTAL_IQ_META: PageMetaInput = { ...dentalIq.meta, path: "/dental-iq" };

export const DENTAL_IQ_CONTENT = dentalIq;

function RegisterLink({
  children,
  variant = "primary",
}: {
  children: ReactNode;
  variant?: keyof typeof s.button;
}) {
  return (
    <a href="#register" className={s.button[variant]}>
      {children}
    </a>
  );
}

function DashboardPreview() {
  const { dashboard } = dentalIq;
  return (
    <figure className={d.dashboard} aria-labelledby="dashboard-caption">
      <div className={d.dashboardBar} aria-hidden="true">
        <span>DentalIQ</span>
        <span>Sample data</span>
      </div>
      <div className={d.dashboardBody}>
        <dl className={d.kpis}>
          {dashboard.kpis.map((kpi) => (
            <div key={kpi.label} className={d.kpi}>
              <dt className={d.kpiLabel}>{kpi.label}</dt>
              <dd className={d.kpiValue}>{kpi.value}</dd>
              <dd className={d.kpiTrend}>{kpi.trend}</dd>
            </div>
          ))}
        </dl>
        {/* Focusable, so a keyboard can scroll it when it is wider than the screen. */}
        <div
          className={d.tableScroll}
          role="region"
          aria-labelledby="dashboard-table-caption"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region
          tabIndex={0}
        >
          <table className={d.table}>
            <caption id="dashboard-table-caption" className={d.tableCaption}>
              {dashboard.tableCaption}
            </caption>
            <thead>
              <tr>
                {dashboard.tableHeaders.map((header) => (
                  <th key={header} scope="col" className={d.cell}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dashboard.locations.map((location) => (
                <tr key={location.name}>
                  <th scope="row" className={d.cell}>
                    {location.name}
                  </th>
                  <td className={d.cell}>{location.recovered}</td>
                  <td className={d.cell}>
                    <span className={d.meter}>
                      <span className={d.meterTrack} aria-hidden="true">
                        <span
                          className={d.meterFill}
                          style={{ width: `${location.percent}%`, display: "block" }}
                        />
                      </span>
                      {location.percent}%
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <h3 className={s.cardTitle}>{dashboard.alertsTitle}</h3>
          <ul className={d.alerts}>
            {dashboard.alerts.map((alert) => (
              <li key={alert}>{alert}</li>
            ))}
          </ul>
        </div>
      </div>
      <figcaption id="dashboard-caption" className={d.figcaption}>
        {dashboard.caption}
      </figcaption>
    </figure>
  );
}

export function DentalIqPage({ registration }: { registration: ReactNode }) {
  const { hero, loss, benefits, dashboard, offer, guarantee, scarcity, register } = dentalIq;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <RegisterLink variant="onDark">{hero.cta}</RegisterLink>
      </PageHero>
      <section aria-label="DentalIQ at a glance" className={s.band}>
        <div className={s.container}>
          <StatList stats={hero.facts} />
        </div>
      </section>

      <PageSection id="lost-revenue" title={loss.title} intro={loss.intro}>
        <div className={s.split}>
          <dl className={d.bigFigure}>
            <dt>{loss.figure.label}</dt>
            <dd className={d.bigFigureValue}>{loss.figure.value}</dd>
          </dl>
          <div>
            <h3 className={s.cardTitle}>{loss.breakdownTitle}</h3>
            <ul className={d.breakdown}>
              {loss.breakdown.map((item) => (
                <li key={item.label} className={d.breakdownItem}>
                  <span className={d.amount}>{item.amount}</span>
                  <span>{item.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={s.actions}>
          <RegisterLink>{loss.cta}</RegisterLink>
        </div>
      </PageSection>

      <PageSection id="benefits" title={benefits.title} intro={benefits.intro} tone="surface">
        <CardGrid label="DentalIQ benefits">
          {benefits.items.map((item) => (
            <Card key={item.title} title={item.title} text={item.text} />
          ))}
        </CardGrid>
      </PageSection>

      <PageSection id="dashboard-preview" title={dashboard.title} intro={dashboard.intro}>
        <DashboardPreview />
      </PageSection>

      <PageSection id="early-access-offer" title={offer.title} intro={offer.intro} tone="surface">
        <div className={s.split}>
          <div className={s.card}>
            <h3 className={s.cardTitle}>{offer.itemsTitle}</h3>
            <ul className={d.valueList}>
              {offer.items.map((item) => (
                <li key={item.label} className={d.valueRow}>
                  <span>{item.label}</span>
                  <span>{item.value}</span>
                </li>
              ))}
            </ul>
            <dl>
              <div className={d.totalRow}>
                <dt>{offer.totalLabel}</dt>
                <dd>{offer.totalValue}</dd>
              </div>
              <div className={d.priceRow}>
                <dt>{offer.priceLabel}</dt>
                <dd>{offer.price}</dd>
              </div>
            </dl>
          </div>
          <div>
            <h3 className={s.cardTitle}>{guarantee.title}</h3>
            <p>{guarantee.text}</p>
            <StatList stats={[guarantee.figure]} />
            <div className={s.actions}>
              <RegisterLink>{offer.cta}</RegisterLink>
            </div>
          </div>
        </div>
      </PageSection>

      <PageSection id="limited-places" title={scarcity.title} tone="primary">
        <p className={s.prose}>{scarcity.text}</p>
        <div className={s.actions}>
          <RegisterLink variant="onDark">{scarcity.cta}</RegisterLink>
        </div>
      </PageSection>

      <section
        id="register"
        aria-labelledby="register-title"
        className={`${s.section} ${d.register}`}
      >
        <div className={s.container}>
          <h2 id="register-title" className={s.sectionTitle}>
            {register.title}
          </h2>
          <p className={s.sectionIntro}>{register.intro}</p>
          {registration}
        </div>
      </section>
    </>
  );
}
