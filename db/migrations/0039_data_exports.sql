CREATE TABLE `data_exports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`state` text DEFAULT 'queued' NOT NULL,
	`storage_key` text,
	`size` integer,
	`token_hash` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`claimed_until` integer,
	`created_at` integer NOT NULL,
	`ready_at` integer,
	`expires_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `data_exports_short_id_unique` ON `data_exports` (`short_id`);--> statement-breakpoint
CREATE INDEX `data_exports_user` ON `data_exports` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `data_exports_state` ON `data_exports` (`state`);