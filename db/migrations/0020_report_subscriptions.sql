CREATE TABLE `report_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`company_id` integer,
	`cadence` text NOT NULL,
	`last_sent_period` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `report_subscriptions_short_id_unique` ON `report_subscriptions` (`short_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `report_subscriptions_personal` ON `report_subscriptions` (`user_id`) WHERE "report_subscriptions"."company_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX `report_subscriptions_company` ON `report_subscriptions` (`company_id`,`user_id`) WHERE "report_subscriptions"."company_id" is not null;