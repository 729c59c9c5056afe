CREATE TABLE `dynatag_arms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dynatag_id` integer NOT NULL,
	`variant` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`dynatag_id`) REFERENCES `dynatags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dynatag_arms_tag_variant` ON `dynatag_arms` (`dynatag_id`,`variant`);--> statement-breakpoint
CREATE TABLE `dynatag_splits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`dynatag_id` integer NOT NULL,
	`name` text NOT NULL,
	`arms` text NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	`kept` text,
	`started_by_user_id` integer,
	FOREIGN KEY (`dynatag_id`) REFERENCES `dynatags`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`started_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dynatag_splits_short_id_unique` ON `dynatag_splits` (`short_id`);--> statement-breakpoint
CREATE INDEX `dynatag_splits_tag` ON `dynatag_splits` (`dynatag_id`,`ended_at`);--> statement-breakpoint
ALTER TABLE `dynatags` ADD `variants` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `dynatags` ADD `rules` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `dynatags` ADD `rules_time_zone` text DEFAULT 'Europe/Stockholm' NOT NULL;