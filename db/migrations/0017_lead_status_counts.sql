CREATE TABLE "lead_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"leads" integer NOT NULL
);
