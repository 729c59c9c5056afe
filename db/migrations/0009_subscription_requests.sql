CREATE TABLE `subscription_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`plan` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`decided_by_user_id` integer,
	`decided_at` integer,
	`subscription_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_requests_short_id_unique` ON `subscription_requests` (`short_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_requests_one_pending` ON `subscription_requests` (`user_id`) WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX `subscription_requests_company` ON `subscription_requests` (`company_id`,`state`);