CREATE TABLE `crm_connections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`provider` text NOT NULL,
	`state` text DEFAULT 'connected' NOT NULL,
	`account_name` text DEFAULT '' NOT NULL,
	`account_id` text DEFAULT '' NOT NULL,
	`instance_url` text,
	`access_token` text NOT NULL,
	`refresh_token` text NOT NULL,
	`access_expires_at` integer,
	`scope` text DEFAULT '' NOT NULL,
	`mapping` text NOT NULL,
	`connected_at` integer NOT NULL,
	`connected_by_user_id` integer,
	`reconnect_mailed_at` integer,
	`paused_until` integer,
	`swept_at` integer DEFAULT 0 NOT NULL,
	`swept_lead_id` integer DEFAULT 0 NOT NULL,
	`reconciled_at` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`connected_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `crm_connections_company_id_unique` ON `crm_connections` (`company_id`);--> statement-breakpoint
CREATE TABLE `crm_oauth_states` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`provider` text NOT NULL,
	`code_verifier` text,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `lead_syncs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`connection_id` integer NOT NULL,
	`state` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`claimed_until` integer,
	`last_error` text,
	`external_id` text,
	`note_external_id` text,
	`queued_version` integer DEFAULT 0 NOT NULL,
	`sent_version` integer DEFAULT 0 NOT NULL,
	`synced_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`connection_id`) REFERENCES `crm_connections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_syncs_lead` ON `lead_syncs` (`lead_id`,`connection_id`);--> statement-breakpoint
CREATE INDEX `lead_syncs_due` ON `lead_syncs` (`connection_id`,`state`,`next_attempt_at`);