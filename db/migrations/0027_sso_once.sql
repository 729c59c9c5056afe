CREATE TABLE `sso_flows` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sso_flows_expires` ON `sso_flows` (`expires_at`);--> statement-breakpoint
CREATE TABLE `sso_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`job_title` text DEFAULT '' NOT NULL,
	`next` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sso_links_expires` ON `sso_links` (`expires_at`);