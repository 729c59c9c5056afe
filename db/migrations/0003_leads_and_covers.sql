CREATE TABLE `leads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`holder_user_id` integer NOT NULL,
	`profile_id` integer,
	`full_name` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`lang` text DEFAULT 'sv' NOT NULL,
	`read_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`holder_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `leads_short_id_unique` ON `leads` (`short_id`);--> statement-breakpoint
CREATE INDEX `leads_holder` ON `leads` (`holder_user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `companies` ADD `cover_key` text;--> statement-breakpoint
ALTER TABLE `users` ADD `cover_key` text;