CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL
);
