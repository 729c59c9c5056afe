CREATE TABLE `google_wallet_objects` (
	`serial` text PRIMARY KEY NOT NULL,
	`sent_fingerprint` text NOT NULL,
	`wanted_fingerprint` text NOT NULL,
	`state` text DEFAULT 'current' NOT NULL,
	`queued_at` integer,
	`due_at` integer DEFAULT 0 NOT NULL,
	`claimed_until` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_status` integer,
	`last_error` text,
	`last_attempt_at` integer,
	`updated_at` integer,
	`issued_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `google_wallet_objects_due` ON `google_wallet_objects` (`state`,`due_at`);