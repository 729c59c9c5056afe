CREATE TABLE `lead_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_events_short_id_unique` ON `lead_events` (`short_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `lead_events_company_name` ON `lead_events` (`company_id`,`name`);--> statement-breakpoint
ALTER TABLE `leads` ADD `company_id` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `origin` text DEFAULT 'card-page' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `web` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `tags` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `event_id` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `follow_up` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `scan_state` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `photo_keys` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `scanned_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `client_key` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `consent_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `consent_at` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `consent_way` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `leads_company` ON `leads` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_changed` ON `leads` (`updated_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `leads_client_key` ON `leads` (`holder_user_id`,`client_key`);--> statement-breakpoint
UPDATE `leads` SET `updated_at` = `created_at`;