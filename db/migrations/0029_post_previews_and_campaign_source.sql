CREATE TABLE "post_preview_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "source_post_id" integer;--> statement-breakpoint
ALTER TABLE "post_preview_links" ADD CONSTRAINT "post_preview_links_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_preview_links_post_idx" ON "post_preview_links" USING btree ("post_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_source_post_id_posts_id_fk" FOREIGN KEY ("source_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;