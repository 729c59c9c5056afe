CREATE TABLE `accounting_connections` (
	`id` integer PRIMARY KEY NOT NULL,
	`provider` text DEFAULT 'fortnox' NOT NULL,
	`access_token` text,
	`refresh_token` text,
	`access_expires_at` integer,
	`scope` text,
	`company_name` text,
	`connected_at` integer,
	`connected_by_user_id` integer,
	`pending_state` text,
	`pending_state_expires_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`connected_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `accounting_pushes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`kind` text NOT NULL,
	`company_id` integer,
	`invoice_id` integer,
	`label` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`external_id` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounting_pushes_short_id_unique` ON `accounting_pushes` (`short_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `accounting_pushes_invoice` ON `accounting_pushes` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `accounting_pushes_due` ON `accounting_pushes` (`state`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `invoice_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`position` integer NOT NULL,
	`item` text NOT NULL,
	`params` text DEFAULT '{}' NOT NULL,
	`unit_days` integer DEFAULT 0 NOT NULL,
	`unit_price` integer NOT NULL,
	`amount` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_lines_invoice` ON `invoice_lines` (`invoice_id`,`position`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`number` integer NOT NULL,
	`kind` text DEFAULT 'invoice' NOT NULL,
	`company_id` integer,
	`period` text,
	`credits_invoice_id` integer,
	`buyer` text NOT NULL,
	`lang` text DEFAULT 'sv' NOT NULL,
	`net` integer NOT NULL,
	`vat` integer NOT NULL,
	`total` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`issued_at` integer NOT NULL,
	`due_at` integer NOT NULL,
	`paid_at` integer,
	`credited_at` integer,
	`mailed_at` integer,
	`company_deleted_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_short_id_unique` ON `invoices` (`short_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_company_period` ON `invoices` (`company_id`,`period`);--> statement-breakpoint
CREATE INDEX `invoices_company` ON `invoices` (`company_id`,`issued_at`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`user_id` integer,
	`user_name` text NOT NULL,
	`user_email` text NOT NULL,
	`company_id` integer,
	`company_name` text NOT NULL,
	`plan` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`provider` text DEFAULT 'invoice' NOT NULL,
	`activated_by_user_id` integer,
	`started_at` integer NOT NULL,
	`cancelled_at` integer,
	`ends_at` integer,
	`warned_at` integer,
	`expired_at` integer,
	`user_deleted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`activated_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_short_id_unique` ON `subscriptions` (`short_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_one_current` ON `subscriptions` (`user_id`) WHERE status <> 'expired';--> statement-breakpoint
CREATE INDEX `subscriptions_company` ON `subscriptions` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `subscriptions_ends` ON `subscriptions` (`status`,`ends_at`);--> statement-breakpoint
CREATE TABLE `usage_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`item` text NOT NULL,
	`quantity` integer NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `usage_changes_company` ON `usage_changes` (`company_id`,`item`,`at`);--> statement-breakpoint
ALTER TABLE `inquiries` ADD `short_id` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `inquiries` SET `short_id` = lower(hex(randomblob(8))) WHERE `short_id` = '';--> statement-breakpoint
ALTER TABLE `inquiries` ADD `handled_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `inquiries_short_id_unique` ON `inquiries` (`short_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `disabled_at` integer;