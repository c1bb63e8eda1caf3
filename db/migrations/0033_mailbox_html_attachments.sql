CREATE TABLE "lead_message_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea"
);
--> statement-breakpoint
ALTER TABLE "lead_messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "mailbox_cursors" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mailbox_cursors" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mailbox_cursors" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "mailbox_cursors" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_message_attachments" ADD CONSTRAINT "lead_message_attachments_message_id_lead_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."lead_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_message_attachments_message_idx" ON "lead_message_attachments" USING btree ("message_id");