CREATE TABLE `dynatag_bulk_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`row` integer NOT NULL,
	`dynatag_id` integer,
	`name` text NOT NULL,
	`error_key` text,
	`error_params` text,
	`error_field` text,
	FOREIGN KEY (`job_id`) REFERENCES `dynatag_bulk_jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dynatag_id`) REFERENCES `dynatags`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dynatag_bulk_items_row` ON `dynatag_bulk_items` (`job_id`,`row`);--> statement-breakpoint
CREATE TABLE `dynatag_bulk_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`company_id` integer NOT NULL,
	`template_id` integer,
	`created_by_user_id` integer,
	`lang` text NOT NULL,
	`status` text NOT NULL,
	`rows` text NOT NULL,
	`total` integer NOT NULL,
	`done` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`accepted_monthly` integer,
	`claimed_until` integer,
	`created_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`template_id`) REFERENCES `dynatags`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dynatag_bulk_jobs_short_id_unique` ON `dynatag_bulk_jobs` (`short_id`);--> statement-breakpoint
CREATE INDEX `dynatag_bulk_jobs_company` ON `dynatag_bulk_jobs` (`company_id`);--> statement-breakpoint
CREATE INDEX `dynatag_bulk_jobs_status` ON `dynatag_bulk_jobs` (`status`);