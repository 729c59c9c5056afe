CREATE TABLE `dynatag_schedules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dynatag_id` integer NOT NULL,
	`snapshot` text NOT NULL,
	`publish_at` integer NOT NULL,
	`claimed_until` integer,
	`created_by_user_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`dynatag_id`) REFERENCES `dynatags`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dynatag_schedules_dynatag_id_unique` ON `dynatag_schedules` (`dynatag_id`);--> statement-breakpoint
CREATE INDEX `dynatag_schedules_due` ON `dynatag_schedules` (`publish_at`);