CREATE TABLE `wallet_passes` (
	`serial` text PRIMARY KEY NOT NULL,
	`fingerprint` text NOT NULL,
	`changed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `wallet_registrations` (
	`device_id` text NOT NULL,
	`serial` text NOT NULL,
	`push_token` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`device_id`, `serial`)
);
--> statement-breakpoint
CREATE INDEX `wallet_registrations_serial` ON `wallet_registrations` (`serial`);