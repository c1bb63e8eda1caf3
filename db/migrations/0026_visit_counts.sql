CREATE TABLE "visit_days" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_views" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_visitors" (
	"day" date NOT NULL,
	"visitor" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "visit_views_key" ON "visit_views" USING btree ("day","page","referrer","utm_source","utm_medium","utm_campaign","device");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_visitors_key" ON "visit_visitors" USING btree ("day","visitor");