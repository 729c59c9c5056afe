CREATE TABLE `company_domains` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`domain` text NOT NULL,
	`verified_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_domains_company_domain` ON `company_domains` (`company_id`,`domain`);--> statement-breakpoint
CREATE UNIQUE INDEX `company_domains_verified` ON `company_domains` (`domain`) WHERE "company_domains"."verified_at" is not null;--> statement-breakpoint
CREATE TABLE `company_sso` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`issuer` text NOT NULL,
	`tenant` text DEFAULT '' NOT NULL,
	`client_id` text NOT NULL,
	`client_secret` text NOT NULL,
	`require_sso` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
