ALTER TABLE "auth_tokens" ADD COLUMN "restore_email" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "proven_at" timestamp with time zone;