DROP TABLE "notification_emails" CASCADE;--> statement-breakpoint
DROP TABLE "notifications" CASCADE;