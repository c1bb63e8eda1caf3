CREATE TABLE "post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"read_time" text,
	"meta_description" text NOT NULL,
	"social_image" text,
	"author_name" text,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text,
	"read_time" text,
	"meta_description" text DEFAULT '' NOT NULL,
	"social_image" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"author_id" integer,
	"author_name" text,
	"scheduled_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"published_late_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_slug_redirects" ADD CONSTRAINT "post_slug_redirects_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_revisions_post_idx" ON "post_revisions" USING btree ("post_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_uq" ON "posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."state" = 'published';
--> statement-breakpoint
-- The seven posts of content/blog/*.md (issue 42): their ids, slugs, dates and stored read times
-- (decision 081), published at midnight UK time on their date, each with its first revision.
INSERT INTO "posts" ("id", "slug", "title", "excerpt", "category", "content", "image_url", "read_time", "state", "published_at", "created_at", "updated_at") VALUES
(1, $post$data-strategy-for-multi-location-businesses$post$, $post$A Data Strategy for Multi-Location Businesses: From Spreadsheets to One Version of the Truth$post$, $post$When you run five, fifteen or fifty sites, every location invents its own way of counting. Here is how UK multi-site operators build a data strategy that gives the board one trustworthy picture without slowing the front line down.$post$, $post$Business Intelligence$post$, $post$Most multi-location businesses do not have a data problem. They have a *counting* problem. Each site runs the same software, or something close to it, yet the monthly pack still takes a finance analyst four days to assemble, and the numbers still start an argument at the board meeting. One practice counts a cancelled appointment as a failed attendance; another does not. One restaurant books staff hours in the rota tool, another in a spreadsheet kept by the general manager. Nobody is wrong, but nobody agrees.

A data strategy is simply the set of decisions that ends that argument. It is not a platform purchase, and it is rarely a big-bang project. In our work with dental groups, veterinary practices, hospitality operators and financial services firms across the UK, the businesses that get value quickly follow the same pattern.

## Start with the decisions, not the data

The first question is never "what data do we have?" It is "which five decisions would we make differently if we trusted the numbers?" For a group of dental practices that might be where to add hygienist capacity, which sites to invest in, and when to chase outstanding treatment plans. For a hotel and restaurant group it might be weekly labour scheduling and menu pricing.

Write those decisions down and attach an owner to each. Every later choice, from which systems to connect first to how often dashboards refresh, should trace back to one of them. If a data source does not serve a decision on the list, it waits.

## Agree definitions before you build anything

The single most valuable artefact in a multi-site data programme is a short **metric dictionary**: one page per measure, stating its name, its business owner, the exact calculation, the source system and the refresh frequency. It sounds bureaucratic. In practice it is the document that stops the same number being calculated three different ways.

Typical entries we see in the first month include:

- **Revenue per location per week**, stating whether it is invoiced or collected and whether VAT is included.
- **Utilisation**, defined as booked time over available time, with an agreed list of what counts as available.
- **Failed attendance rate**, with late cancellations inside 24 hours either included or excluded, but the same everywhere.
- **Labour cost percentage**, calculated on the same wage basis, including employer National Insurance and pension contributions.

Once the definitions are agreed, publish them where every manager can see them. Trust comes from transparency.

## Connect the systems you already pay for

Most UK operators already hold the data they need inside their practice management, point-of-sale, rota and accounting systems. The work is joining them reliably. A modern approach has three layers:

1. **Ingestion**: scheduled extracts or API connections from each source into a central store, run automatically and monitored so a failed load is noticed the same morning.
2. **Modelling**: a single set of tested transformations that turns raw records into the measures in your dictionary. This is where "one version of the truth" actually lives.
3. **Presentation**: dashboards and reports built on the modelled layer, never directly on the raw sources, so every chart shows the same figure for the same question.

Keep the first iteration small. Two or three sources and a handful of measures, delivered in weeks rather than months, will earn more confidence than an ambitious warehouse that is still being built at the end of the year.

## Design for the site manager as well as the board

Multi-site data programmes fail when they are built only for head office. A practice manager or general manager needs a different view: today's diary, this week's gaps, the three patients or guests who need a call. If the dashboards do not help the person running the site do their job on a Tuesday morning, they will keep their own spreadsheet, and the spreadsheet will drift from the official numbers.

A good test is whether a site manager can answer "how are we doing against last week?" in under a minute, on a phone, without asking anyone.

## Govern it lightly, but govern it

Data governance does not need a committee of twelve. It needs three things: named owners for each data source and each measure, a simple process for changing a definition, and clear rules on who can see personal data. Under UK GDPR, aggregated performance data and identifiable patient or customer data must be handled differently; build that separation into the design from day one rather than retrofitting it after an audit.

## What good looks like after 90 days

In our experience a focused programme reaches a recognisable milestone within three months:

- a weekly performance pack that assembles itself rather than consuming days of analyst time;
- one agreed set of definitions, signed off by operations and finance;
- site-level dashboards that managers actually open;
- a prioritised backlog of the next decisions to support, such as forecasting demand or benchmarking sites against each other.

That is the foundation on which more ambitious work, including predictive staffing, automated document processing and AI, can be built safely. Skipping it is the most expensive shortcut in data.

## Where to begin

If your monthly reporting still depends on one person and a heroic spreadsheet, you are not behind: you are typical. The step that matters is choosing the decisions you want to improve and agreeing how you will count. If you would like a second pair of eyes on where to start, [book a free discovery call](/contact) and we will walk through your current reporting with you.$post$, NULL, $post$7 min read$post$, 'published', '2026-03-10T00:00:00.000Z', '2026-03-10T00:00:00.000Z', '2026-03-10T00:00:00.000Z'),
(2, $post$dental-practice-kpis-pms-data$post$, $post$Dental Practice KPIs: What Your PMS Already Knows About Lost Revenue$post$, $post$Failed appointments, idle chair time and unconverted treatment plans quietly cost a typical UK practice thousands of pounds a month. Your practice management system already records all of it. Here is how to read it.$post$, $post$Data Analytics$post$, $post$Every UK dental practice sits on a remarkably detailed record of its own performance. Whether you run SOE, Dentally, R4 or another practice management system, each appointment, cancellation, treatment plan and payment is logged with a timestamp. Yet in most practices that data is used for one thing: running the day list. The monthly review, if there is one, relies on a handful of headline figures exported by hand.

The gap matters. When we analyse PMS data with practice owners, the same three sources of leakage appear again and again, and together they often account for more than £2,000 per location per month.

## The five KPIs worth tracking weekly

You do not need fifty measures. These five, tracked weekly per site and per clinician, tell most of the story.

1. **Chair utilisation**: booked clinical minutes divided by available clinical minutes. Below 85% usually means either gaps in the book or a recall system that is not filling the diary far enough ahead.
2. **Failed-to-attend (FTA) rate**: appointments missed without notice as a share of all appointments. Track late cancellations separately, because the fix is different.
3. **Treatment plan conversion**: the value of plans accepted as a share of the value of plans presented, measured at 30 and 90 days.
4. **Recall effectiveness**: the share of patients due a check-up who are booked within four weeks of their due date.
5. **Hygiene capacity and referral rate**: hygienist hours available and how many hygiene appointments each dentist's list generates.

For mixed NHS and private practices, add **UDA delivery against contract**, tracked monthly with a projection to year end. Under-delivery is a financial risk; heavy over-delivery is unpaid work.

## Where the money goes

### Failed appointments

A practice with four surgeries losing six appointments a week to non-attendance loses more than three hundred clinical slots a year. Reminder messages help, but the larger gains come from **pattern analysis**: which appointment types, times of day and patient groups fail most often. Once you can see that first thing on Monday mornings has twice the FTA rate of Wednesday afternoons, you can overbook intelligently or ask for deposits where your policy allows.

### Unconverted treatment plans

Most PMS platforms record plans that were presented but never started. In our analyses it is common to find tens of thousands of pounds of clinically appropriate treatment sitting in "estimate given" status. A simple weekly list of plans older than 14 days, with the patient's preferred contact method, turns that data into a task for the treatment coordinator.

### Idle chair time

Gaps shorter than 30 minutes rarely get filled, because reception cannot see them early enough. Mapping gap length by clinician and day shows whether the problem is template design, late cancellations or the recall pipeline.

## Getting the data out of your PMS

Each system exposes data differently. Some offer scheduled report exports, some have APIs available to approved partners, and some require a reporting database connection set up with the supplier. A few practical points:

- **Ask your supplier first.** Many provide standard extracts or partner integrations at no extra cost, and using them keeps you inside your support agreement.
- **Extract the least personal data you need.** For most KPIs an appointment identifier, date, type, clinician, status and value is enough. Patient names are rarely required for analysis, which simplifies your UK GDPR position.
- **Automate from day one.** A manual export each month will lapse the first time the practice manager is on holiday.

## Multi-site groups: compare like with like

Groups face an extra challenge: sites configured differently. One practice records a late cancellation as an FTA, another as a cancellation; appointment types have different names. Before comparing sites, map every local code to a shared set of categories. It is tedious work, usually a few days per system, but without it benchmarking produces league tables nobody believes.

Once sites are comparable, the insight is often striking. The best-performing site's recall process, reminder timing or treatment coordinator script can be documented and rolled out across the group.

## Protecting patient data along the way

Dental records are special category health data under UK GDPR. Any analysis project should have a clear lawful basis, a data protection impact assessment where the processing is new or large scale, role-based access so that only clinical staff see clinical detail, and a data processing agreement with any third party involved. Aggregated, de-identified dashboards should be the default view for owners and managers.

## A realistic first month

Practices that start well tend to do four things in the first month: agree the definitions of the five KPIs, automate a weekly extract from the PMS, build a single one-page dashboard per site, and set one improvement target, usually the FTA rate or plan conversion. Results are often visible within the first quarter.

We are building **DentalIQ** to make this routine for UK practices, connecting to the major PMS platforms and surfacing these measures automatically. If you would like to see what your own data says in the meantime, [get in touch](/contact) or read more about [DentalIQ early access](/dental-iq).$post$, NULL, $post$7 min read$post$, 'published', '2026-04-21T23:00:00.000Z', '2026-04-21T23:00:00.000Z', '2026-04-21T23:00:00.000Z'),
(3, $post$uk-gdpr-data-governance-practical-guide$post$, $post$UK GDPR and Data Governance: A Practical Guide for Growing Businesses$post$, $post$Data governance is not paperwork for its own sake. For UK businesses handling customer, patient or client data across several sites, it is what makes analytics and AI safe to use. A pragmatic framework you can adopt this quarter.$post$, $post$Business Intelligence$post$, $post$Ask a room of operations directors what "data governance" means and you will hear a mixture of policy documents, access controls and the faint memory of a GDPR training module from 2018. Ask the same room why their reports disagree, or why nobody is sure which customer list is current, and you are describing the same subject from the other side.

Good governance is what lets a business use its data confidently: for reporting, for automation and, increasingly, for AI. For UK organisations it also sits on a clear legal foundation, the **UK GDPR** and the **Data Protection Act 2018**, supervised by the Information Commissioner's Office (ICO). The Data (Use and Access) Act 2025 has since amended parts of that framework, so it is worth checking current ICO guidance rather than relying on what you learned several years ago.

This article is practical guidance, not legal advice. For specific questions, speak to your data protection officer or a qualified adviser.

## The principles, translated into operations

UK GDPR sets out seven principles. Each has a straightforward operational meaning:

- **Lawfulness, fairness and transparency**: know your lawful basis for each use of personal data and tell people about it in your privacy notice.
- **Purpose limitation**: data collected to book appointments should not quietly become a marketing list.
- **Data minimisation**: extract and keep only the fields you need. Analytics rarely needs names.
- **Accuracy**: have a process for correcting records, and fix data quality at the source.
- **Storage limitation**: set retention periods and actually delete or anonymise data when they expire.
- **Integrity and confidentiality**: access controls, encryption and secure transfers.
- **Accountability**: be able to show what you do, not just do it.

## A lightweight governance framework

Large enterprises run governance councils and data catalogues with thousands of entries. A business with ten sites needs something much lighter, but it still needs structure.

### 1. Build a data inventory

List each system that holds personal or business-critical data: practice management, point of sale, CRM, accounting, HR, email marketing. For each, record what data it holds, who owns it, where it is hosted and who the supplier is. This doubles as the foundation of your record of processing activities.

### 2. Name owners

Every system and every key measure needs a business owner, not just an IT contact. The owner decides who gets access, approves changes to definitions and is accountable for quality. Without owners, governance documents gather dust.

### 3. Classify data

Three or four classes are enough: public, internal, confidential and special category. Health data held by dental, medical and veterinary businesses (where it concerns clients' own health, not their pets') needs the strictest handling. Classification drives everything else: who can see it, where it can be copied and how long it is kept.

### 4. Control access by role

Give people access to what their role needs. A regional manager needs site performance, not individual patient histories. Review access quarterly and remove leavers on their last day; stale accounts are one of the most common findings in security reviews.

### 5. Manage suppliers

Every processor handling personal data on your behalf needs a data processing agreement. Check where they host data, and if it leaves the UK, confirm the transfer mechanism: an adequacy regulation, or an international data transfer agreement or the UK addendum to the EU standard contractual clauses.

## When to carry out a DPIA

A data protection impact assessment is required where processing is likely to result in a high risk to individuals. In practice, consider one whenever you:

1. combine data from several systems into a new central store;
2. process special category data such as health records at scale;
3. introduce automated decision-making or profiling;
4. adopt a new AI tool that will see personal data.

A DPIA need not be long. A clear description of the processing, an honest assessment of risks and the measures that reduce them is what the ICO expects to see.

## Governance that helps analytics, not hinders it

The best governance makes analysis easier. A shared metric dictionary removes arguments about definitions. Pseudonymised analytical datasets let analysts work freely without exposing identities. Documented retention rules mean you know which historical data you may legitimately use for trend analysis. Automated data quality checks catch duplicate records and missing fields before they reach the board pack.

## Preparing for AI

Generative AI tools raise the stakes. Staff pasting customer emails into a public chatbot is a data protection incident waiting to happen. A short acceptable-use policy, an approved list of tools with appropriate contractual protections, and clear rules about which data classes may be used with which tools will prevent most problems. The ICO has published detailed guidance on AI and data protection; it is worth reading before any AI project begins.

## Responding to requests and incidents

Two processes should be written down and rehearsed. **Subject access requests** must normally be answered within one month, so you need to be able to find everything you hold about a person across systems. **Personal data breaches** that pose a risk to individuals must be reported to the ICO within 72 hours of becoming aware of them. Both are far easier when your data inventory is current.

## Getting started this quarter

Start with the inventory and the owners. Those two steps alone will surface most of your risks and most of your reporting inconsistencies. Then classify, tighten access and review suppliers. The ICO's guidance at [ico.org.uk](https://ico.org.uk/for-organisations/) is clear and practical.

If you would like help building a governance framework sized for your business, [talk to our team](/contact).$post$, NULL, $post$8 min read$post$, 'published', '2026-05-18T23:00:00.000Z', '2026-05-18T23:00:00.000Z', '2026-05-18T23:00:00.000Z'),
(4, $post$ai-readiness-checklist-uk-businesses$post$, $post$Is Your Business Ready for AI? A Readiness Checklist for UK Leaders$post$, $post$AI pilots fail far more often from weak data foundations than from weak models. Before you sign up for another tool, use this six-part readiness assessment to find out where your organisation really stands.$post$, $post$Tech Trends$post$, $post$Every board pack we see this year has a slide about artificial intelligence. Some businesses have already run pilots: a chatbot on the website, a tool that drafts emails, a forecasting model from a software supplier. Many of those pilots stalled. In almost every case we have reviewed, the cause was not the AI itself. It was the data underneath it, the processes around it, or the absence of anyone accountable for making it work.

AI readiness is therefore mostly about foundations. The good news is that the same foundations pay off long before any AI is switched on.

## Six dimensions of AI readiness

We assess readiness across six dimensions. Score yourself honestly from one (not in place) to five (mature) on each.

### 1. Strategy and use cases

Do you have a short list of specific problems where AI could help, each with a measurable outcome and an owner? "Use AI in customer service" is not a use case. "Answer the 40% of enquiries that are about opening hours, prices and availability, within 30 seconds, at any hour" is.

### 2. Data quality and access

Can you get the data each use case needs, reliably and automatically? Is it complete, consistent across sites and reasonably current? Forecasting demand needs at least two years of clean historical data at the right level of detail. Document automation needs a representative sample of real documents. If your reporting already depends on manual spreadsheet work, fix that first.

### 3. Technology and integration

Where will the AI run, and how will its output reach the people and systems that act on it? A model that produces a forecast nobody sees in the rota tool delivers nothing. Check whether your core systems have APIs, and whether your infrastructure can handle the integration securely.

### 4. Governance, privacy and risk

Have you assessed the data protection implications? Under UK GDPR, using personal data to train or run AI systems needs a lawful basis, transparency and, for higher-risk processing, a data protection impact assessment. Solely automated decisions with significant effects on individuals carry additional safeguards. You also need a view on accuracy, bias and what happens when the system is wrong.

### 5. People and skills

Do your managers understand what AI can and cannot do? Do frontline staff trust it enough to use it, and know when to overrule it? Data literacy across the organisation matters more than a single specialist hire.

### 6. Operating model

Who owns the AI system once it is live? Who monitors its performance, retrains it, handles complaints about it and decides when to switch it off? Pilots without an operating model tend to decay quietly after the project team moves on.

## Interpreting your scores

- **Mostly ones and twos**: start with data foundations. Automated reporting, agreed definitions and clean master data will deliver value on their own and make AI possible later.
- **Mostly threes**: you are ready for a tightly scoped pilot on your strongest use case, with clear success criteria and a fixed timeframe.
- **Mostly fours and fives**: you can scale proven use cases across sites and start building AI into core processes.

Most UK mid-sized businesses we meet score between two and three. That is a perfectly good place to start from.

## Use cases that work well for multi-location businesses

Some applications are well proven and carry modest risk:

- **Demand forecasting** for staffing and stock, using booking history, seasonality, local events and weather.
- **Document processing**: extracting data from invoices, referral letters, insurance forms and contracts, with human review of low-confidence results.
- **Enquiry triage**: classifying incoming emails and forms and routing them to the right team with a suggested reply.
- **Anomaly detection**: flagging unusual refunds, discounts or stock movements for review.
- **Summarisation**: turning long reports, call notes or meeting transcripts into structured summaries.

Notice that each of these keeps a person in the loop. That is deliberate: it limits the impact of errors while the organisation learns.

## Questions to ask any AI supplier

Before signing, ask:

1. Where is our data processed and stored, and is it used to train models for other customers?
2. What accuracy can we expect on data like ours, and how was that measured?
3. How do we get our data out if we leave?
4. What audit trail does the system keep of its outputs and decisions?
5. Can you provide a data processing agreement and support our DPIA?

Vague answers to any of these are a signal to slow down.

## A 90-day path

A sensible first quarter runs in three steps. In the first month, assess readiness and choose one use case. In the second, fix the specific data gaps that use case exposes and agree success measures. In the third, run a controlled pilot with real users and measure the outcome against a baseline. At the end you will have either a proven case for investment or a cheap, well-documented lesson, both of which are worth having.

We run structured AI readiness assessments for UK organisations, covering all six dimensions and ending with a prioritised roadmap. [Book a free discovery call](/contact) or read about our [AI readiness service](/consulting#ai-readiness).$post$, NULL, $post$7 min read$post$, 'published', '2026-07-07T23:00:00.000Z', '2026-07-07T23:00:00.000Z', '2026-07-07T23:00:00.000Z'),
(5, $post$hospitality-predictive-staffing$post$, $post$Predictive Staffing in Hospitality: Matching Rotas to Real Demand$post$, $post$Labour is the largest controllable cost in UK hospitality, and rising wage and employer National Insurance costs have made guesswork expensive. Here is how operators use their own booking and sales data to forecast demand and build better rotas.$post$, $post$Hospitality$post$, $post$Ask a general manager how they build next week's rota and the honest answer is usually "last week's rota, adjusted by gut feel". It is a reasonable method, built on years of experience, and it works well enough in a steady week. It breaks down when the weather turns, when a local event fills the town, or when a large party books on a Tuesday. The result is familiar: staff sent home early on quiet nights, and overstretched teams and poor reviews on busy ones.

With employer National Insurance contributions rising in April 2025 and the National Living Wage increasing each April, UK operators can no longer absorb that inefficiency. Labour is typically the largest controllable cost in the business, and small percentage improvements translate into significant money across a group.

## What predictive staffing actually means

Predictive staffing is not a robot writing your rota. It is a forecast of demand, broken down by hour and by role, that the manager uses to build a better rota. The forecast answers questions such as: how many covers will we serve between 6pm and 8pm on Friday, how many rooms will check in before 3pm on Saturday, and how many coffees will we sell on Monday morning?

Once demand is forecast, the step to staffing is simple arithmetic based on your own service standards: one server per so many covers, one housekeeper per so many rooms, one barista per so many transactions an hour.

## The data you already have

Most operators hold everything needed for a solid first forecast:

- **Point-of-sale history**: transactions and covers by hour, ideally two years or more to capture seasonality.
- **Reservations and bookings**: the forward-looking signal, including party sizes and how far ahead people book.
- **Rota and time-and-attendance records**: hours actually worked by role, which gives your historic labour productivity.
- **Room occupancy** for hotels, from the property management system.

Useful external data includes public holidays and school holidays for your area, local events, and weather forecasts, which matter a great deal for outdoor seating, seaside locations and tourist towns.

## Building the forecast

A practical approach works in layers.

1. **Baseline**: the typical pattern for each day of the week and hour of the day, adjusted for recent trend.
2. **Seasonality**: monthly and weekly effects, plus bank holidays and school terms.
3. **Known demand**: bookings already on the system, scaled up by the usual walk-in ratio for that time slot.
4. **Events and weather**: adjustments learned from history, for example how much a home match at the local stadium or a warm Saturday lifts trade.

Modern forecasting methods handle these layers well, but the method matters less than the data preparation and the testing. Always compare the forecast against what actually happened, site by site, and track the error week by week. A forecast that is 10% better than gut feel on busy days is worth a great deal.

## From forecast to rota

The forecast should arrive where managers work: inside the rota tool, or on a simple weekly screen alongside it. Present it as a recommendation with the reasoning visible, such as "Saturday lunch: 140 covers forecast, 95 already booked, warm weather expected". Managers keep the final say. Their local knowledge of a private party that is not in the system yet, or a new team member who is still learning, is exactly what the model lacks.

Measure three things once the forecast is live:

- **Labour cost as a percentage of revenue**, by site and by daypart;
- **Service quality**, through review scores, complaint rates and ticket times;
- **Staff experience**, including last-minute shift changes and early finishes.

The aim is not simply fewer hours. It is the right hours, which usually improves service and staff retention at the same time.

## Fairness to staff

Better forecasting should make rotas more stable, not less. Publishing rotas earlier, because the forecast makes managers more confident, is one of the most appreciated improvements. Be careful with any system that adjusts shifts at short notice: it erodes trust quickly. If you use personal data about staff in scheduling, make sure your privacy notice covers it and that decisions affecting individuals are made by people.

## Starting small

The fastest route to results is one pilot site, one forecast (covers by hour, say) and one decision (the weekly rota). Run the forecast alongside the existing process for four weeks, compare the two, then switch over when managers trust it. Extending to other sites is then a matter of configuration rather than reinvention.

Across multi-site operators we typically see labour efficiency improvements of around a quarter in the dayparts that were previously hardest to staff. Read more about our [hospitality work](/sectors/hospitality), or [talk to us](/contact) about a pilot at one of your sites.$post$, NULL, $post$8 min read$post$, 'published', '2026-08-25T23:00:00.000Z', '2026-08-25T23:00:00.000Z', '2026-08-25T23:00:00.000Z'),
(6, $post$veterinary-clinic-data-integration$post$, $post$Veterinary Clinic Data Integration: Joining Up Practice, Lab and Client Data$post$, $post$Veterinary groups run practice management, laboratory, imaging, pharmacy and payment systems that rarely talk to each other. Integrating them gives clinicians a fuller picture of each animal and gives owners the numbers to run a sustainable practice.$post$, $post$Data Analytics$post$, $post$A modern veterinary practice generates data from more systems than most people realise. The practice management system holds appointments, clinical notes, invoices and reminders. In-house analysers and external laboratories return blood results. Digital radiography and ultrasound produce imaging studies. Pharmacy and stock systems track medicines, including controlled drugs. Pet health plans are often administered through a separate provider, and payments run through yet another platform.

Each system works well on its own. The trouble is that they rarely share information, and consolidation across the UK sector means many practices now belong to groups running several different systems side by side. The consequences are practical: vets re-keying results, reminders going out for vaccinations already given elsewhere in the group, and owners unable to see how their practices compare.

## Why integration matters clinically

For clinicians, the goal is a single, current view of the patient. When laboratory results flow straight into the clinical record with reference ranges attached, trends become visible: a gradual rise in kidney values across three annual checks is far easier to spot on a chart than in three separate PDF attachments. Integrated records also support continuity of care when an animal is seen at a different branch, at an out-of-hours provider or by a referral centre.

Real-time integration enables more proactive care, such as flagging chronic patients who are overdue for monitoring bloods, or identifying animals on long-term medication who need a review before a repeat prescription.

## Why it matters commercially

For practice owners and group leadership, integrated data answers questions that are otherwise surprisingly hard:

- **Revenue per consult and per client**, by vet, by branch and by species.
- **Health plan performance**: uptake, retention, and whether plan members actually use the included services.
- **Reminder effectiveness**: what share of vaccination and parasite-control reminders lead to a booking within 30 days.
- **Stock and pharmacy margin**, including wastage and expired stock.
- **Client retention**: how many active clients from last year returned this year.

Each of these can be estimated from a single system, but a reliable answer usually needs data joined across two or three.

## A practical integration architecture

We recommend a hub approach rather than point-to-point connections between every pair of systems.

1. **Extract** data from each source on a schedule, or in real time where the supplier offers an API or event feed.
2. **Standardise** it into a common model: one definition of a client, a patient, a consultation, a product and a branch, regardless of which system it came from.
3. **Match** records across systems: the same client may appear at two branches with slightly different spellings, and the same animal may have been registered twice.
4. **Serve** the joined data to dashboards, to alerts for clinical teams, and back into operational systems where suppliers allow it.

The matching step deserves particular attention. Duplicate client records distort every retention and revenue figure and cause embarrassing mistakes, such as reminders for an animal that has died. A careful matching process, with human review of uncertain matches, is usually the single biggest data quality gain.

## Data protection in a veterinary context

Animal health data is not personal data in itself, but client names, addresses, contact details and payment information certainly are, and they are tightly linked to every clinical record. UK GDPR therefore applies throughout. Use role-based access so that reception, clinical and management teams see what they need; make sure any integration partner works under a data processing agreement; and keep marketing consent separate from the clinical reminders clients rely on. Professional obligations on client confidentiality under the RCVS Code of Professional Conduct apply alongside data protection law.

## Common obstacles and how to handle them

- **Supplier access**: some systems limit direct database access. Start the conversation with suppliers early; many have partner programmes or standard export options.
- **Inconsistent coding**: product and service codes often differ between branches. Build a mapping table once and maintain it centrally.
- **Historic data quality**: decide how far back you need clean data. Two to three years is usually enough for trends and benchmarking.
- **Change fatigue**: clinical teams are busy. Integrations that remove re-keying win support quickly; dashboards that add another screen to check do not.

## Where to start

Pick one high-value flow. For many groups it is laboratory results into the clinical record, or a consolidated view of reminders and health plan members across branches. Prove it at one or two sites, measure the time saved and the uplift in bookings, then extend.

Our [pets and animal care work](/sectors/pets) covers clinic system integration and real-time health monitoring for independent practices and groups. If you are weighing up where to begin, [book a conversation with our team](/contact).$post$, NULL, $post$7 min read$post$, 'published', '2026-10-05T23:00:00.000Z', '2026-10-05T23:00:00.000Z', '2026-10-05T23:00:00.000Z'),
(7, $post$finance-document-intelligence$post$, $post$Document Intelligence in Financial Services: Automating Paperwork Without Losing Control$post$, $post$Wealth managers, lenders, accountants and brokers still process thousands of PDFs, scans and emails by hand. Document intelligence can extract, check and route that information in seconds, provided it is designed with compliance in mind from the start.$post$, $post$Finance$post$, $post$Financial services firms run on documents. Onboarding a new client can involve identity documents, proof of address, bank statements, payslips, tax returns and signed terms. Lending decisions rely on accounts and statements. Advice files accumulate fact-finds, suitability reports and correspondence. Even firms with modern platforms find that a large share of the information they depend on still arrives as PDFs, scans and email attachments, read and re-keyed by skilled people whose time would be better spent elsewhere.

Document intelligence is the combination of techniques that turns those documents into structured, checked data: optical character recognition, layout analysis, classification, data extraction and, increasingly, large language models that can read free text. Done well, it removes hours of manual work from each case. Done carelessly, it creates a new class of silent errors in a regulated process.

## What document intelligence can do today

- **Classify** incoming documents automatically: statement, payslip, passport, utility bill, letter of authority.
- **Extract** key fields: names, dates, account numbers, balances, income figures, policy numbers.
- **Validate** the extracted data against rules and other sources: does the name match the application, is the statement recent enough, do the transactions add up to the closing balance?
- **Summarise** long documents, such as pension transfer packs or commercial lease agreements, into structured summaries for an adviser or underwriter.
- **Route** each case to the right team, with exceptions highlighted for human review.

For typical high-volume document types, well-tuned systems extract the majority of fields with high confidence, leaving people to handle exceptions instead of every document.

## Designing for compliance

UK financial services firms operate under close scrutiny, and automation does not dilute accountability. A few principles keep document intelligence on the right side of regulators and auditors.

### Keep a human in the loop where it matters

Every extracted field should carry a confidence score. High-confidence extractions on low-risk fields can flow straight through; anything uncertain, or anything that drives a decision about a customer, should be reviewed by a person. Under the FCA's Consumer Duty, firms must be able to show that their processes deliver good outcomes for customers, and that includes automated ones.

### Keep an audit trail

For each document, record what was extracted, by which model version, with what confidence, and who reviewed or corrected it. When a complaint or a file review arrives months later, you need to reconstruct exactly what happened.

### Respect data protection law

Financial documents are full of personal data. UK GDPR requires a lawful basis, data minimisation and appropriate security, and any AI service processing documents must be covered by a data processing agreement that says where data is stored and whether it is used to train models. If documents leave the UK for processing, the transfer needs a valid mechanism. A DPIA is strongly advisable before deployment.

### Guard against fraud

Automated extraction can be fooled by altered documents just as people can. Combine extraction with checks on document metadata, consistency between documents, and verification against trusted sources such as open banking data or credit reference agencies where appropriate.

## Measuring the benefit

Before starting, measure the current process: minutes of handling per case, error and rework rates, time from receipt to decision, and backlog at peak periods. Those baselines make the business case honest and show where automation helps most. Firms commonly report that the largest gains come not from the extraction itself but from eliminating the waiting time between steps, because cases no longer sit in a queue for someone to read them.

Typical results we look for in a first deployment:

1. a clear reduction in manual handling time per case, often around 30%;
2. fewer errors reaching later stages, because validation rules catch mismatches immediately;
3. faster customer outcomes, measured from document receipt to decision;
4. better management information, because document data becomes searchable and reportable.

## Getting started

Choose one document type with high volume and a clear structure: bank statements for a lender, or client identification for a wealth manager. Collect a representative sample, including the awkward ones such as poor scans, photographs taken on phones and unusual formats. Define accuracy targets per field with your compliance team, then run the new process in parallel with the manual one until the figures show it is ready.

Document intelligence is one of the most practical applications of AI in financial services, precisely because the value is easy to measure and the risks are well understood. Read more about our [financial services work](/sectors/finance) or [contact us](/contact) to discuss your document workflows.$post$, NULL, $post$8 min read$post$, 'published', '2026-11-03T00:00:00.000Z', '2026-11-03T00:00:00.000Z', '2026-11-03T00:00:00.000Z');
--> statement-breakpoint
INSERT INTO "post_revisions" ("post_id", "slug", "title", "excerpt", "category", "content", "image_url", "read_time", "meta_description", "saved_by", "saved_at")
SELECT "id", "slug", "title", "excerpt", "category", "content", "image_url", "read_time", "meta_description", 'content/blog', "published_at" FROM "posts" ORDER BY "id";
--> statement-breakpoint
-- New posts take the ids after them.
SELECT setval(pg_get_serial_sequence('"posts"', 'id'), (SELECT coalesce(max("id"), 1) FROM "posts"));
