DROP INDEX `wallet_registrations_serial`;--> statement-breakpoint
ALTER TABLE `wallet_registrations` ADD `seen_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `wallet_registrations` SET `seen_at` = `created_at`;--> statement-breakpoint
CREATE INDEX `wallet_registrations_serial_seen` ON `wallet_registrations` (`serial`,`seen_at`);--> statement-breakpoint
CREATE INDEX `wallet_registrations_seen` ON `wallet_registrations` (`seen_at`);