CREATE TABLE `dynatag_folders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`company_id` integer NOT NULL,
	`parent_id` integer,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dynatag_folders_short_id_unique` ON `dynatag_folders` (`short_id`);--> statement-breakpoint
CREATE INDEX `dynatag_folders_company` ON `dynatag_folders` (`company_id`,`parent_id`);--> statement-breakpoint
CREATE TABLE `dynatag_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dynatag_id` integer NOT NULL,
	`version` integer NOT NULL,
	`snapshot` text NOT NULL,
	`saved_by_user_id` integer,
	`saved_at` integer NOT NULL,
	FOREIGN KEY (`dynatag_id`) REFERENCES `dynatags`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`saved_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dynatag_versions_tag_version` ON `dynatag_versions` (`dynatag_id`,`version`);--> statement-breakpoint
CREATE TABLE `dynatags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`company_id` integer NOT NULL,
	`folder_id` integer,
	`name` text NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`passcode` text DEFAULT '' NOT NULL,
	`passcode_timer` text,
	`geo_lat` real,
	`geo_lng` real,
	`geo_distance` integer,
	`redirect_url` text DEFAULT '' NOT NULL,
	`show_company_logo` integer DEFAULT false NOT NULL,
	`modules` text DEFAULT '[]' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_by_user_id` integer,
	`updated_by_user_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`folder_id`) REFERENCES `dynatag_folders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`updated_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dynatags_short_id_unique` ON `dynatags` (`short_id`);--> statement-breakpoint
CREATE INDEX `dynatags_company` ON `dynatags` (`company_id`,`folder_id`);--> statement-breakpoint
ALTER TABLE `files` ADD `dynatag_id` integer REFERENCES dynatags(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `files_dynatag` ON `files` (`dynatag_id`);