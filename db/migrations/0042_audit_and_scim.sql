CREATE TABLE `company_scim` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`token_prefix` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_scim_token_hash_unique` ON `company_scim` (`token_hash`);--> statement-breakpoint
CREATE TABLE `scim_people` (
	`membership_id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`external_id` text DEFAULT '' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`deactivated_at` integer,
	`held` text DEFAULT '{"profiles":[],"cards":[]}' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`membership_id`) REFERENCES `memberships`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `scim_people_company` ON `scim_people` (`company_id`,`external_id`);--> statement-breakpoint
ALTER TABLE `audit_log` ADD `via` text DEFAULT 'session' NOT NULL;--> statement-breakpoint
CREATE INDEX `audit_at` ON `audit_log` (`at`);