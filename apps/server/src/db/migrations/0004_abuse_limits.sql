CREATE TABLE "login_throttles" (
	"phone" text NOT NULL,
	"ip" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "login_throttles_phone_ip_pk" PRIMARY KEY("phone","ip")
);
--> statement-breakpoint
CREATE TABLE "otp_sends" (
	"phone" text NOT NULL,
	"purpose" "otp_purpose" NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "otp_sends_phone_purpose_pk" PRIMARY KEY("phone","purpose")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "file_removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_throttles_ip_idx" ON "login_throttles" USING btree ("ip");