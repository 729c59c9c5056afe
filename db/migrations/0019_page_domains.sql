CREATE TABLE `page_domains` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`host` text NOT NULL,
	`token` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`checked_at` integer,
	`problem` text,
	`activated_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `page_domains_company_id_unique` ON `page_domains` (`company_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `page_domains_host_unique` ON `page_domains` (`host`);