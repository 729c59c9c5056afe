CREATE TABLE `api_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`key_hash` text NOT NULL,
	`prefix` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_short_id_unique` ON `api_keys` (`short_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_key_hash_unique` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_user` ON `api_keys` (`user_id`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refresh_tokens_session` ON `refresh_tokens` (`session_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`keep_logged_in` integer NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`revoked_reason` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`new_email` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_tokens_user` ON `user_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`name` text NOT NULL,
	`website_url` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`color` text DEFAULT '#262626' NOT NULL,
	`use_color_in_profiles` integer DEFAULT false NOT NULL,
	`street` text DEFAULT '' NOT NULL,
	`zipcode` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`logo_key` text,
	`social_links` text DEFAULT '{}' NOT NULL,
	`custom_links` text DEFAULT '[]' NOT NULL,
	`billing_org_number` text DEFAULT '' NOT NULL,
	`billing_email` text DEFAULT '' NOT NULL,
	`billing_marking` text DEFAULT '' NOT NULL,
	`billing_street` text DEFAULT '' NOT NULL,
	`billing_zipcode` text DEFAULT '' NOT NULL,
	`billing_city` text DEFAULT '' NOT NULL,
	`billing_country` text DEFAULT '' NOT NULL,
	`created_by_user_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_short_id_unique` ON `companies` (`short_id`);--> statement-breakpoint
CREATE INDEX `companies_created_by` ON `companies` (`created_by_user_id`);--> statement-breakpoint
CREATE TABLE `memberships` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`state` text NOT NULL,
	`job_title` text DEFAULT '' NOT NULL,
	`job_role` text DEFAULT '' NOT NULL,
	`work_phone` text DEFAULT '' NOT NULL,
	`work_email` text DEFAULT '' NOT NULL,
	`about` text DEFAULT '' NOT NULL,
	`social_links` text DEFAULT '{}' NOT NULL,
	`custom_links` text DEFAULT '[]' NOT NULL,
	`hide_personal` integer DEFAULT false NOT NULL,
	`hide_avatar` integer DEFAULT false NOT NULL,
	`hide_company` integer DEFAULT false NOT NULL,
	`hide_from_search` integer DEFAULT false NOT NULL,
	`invited_by_user_id` integer,
	`invited_at` integer NOT NULL,
	`joined_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `memberships_short_id_unique` ON `memberships` (`short_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `memberships_company_user` ON `memberships` (`company_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `memberships_user` ON `memberships` (`user_id`,`state`);--> statement-breakpoint
CREATE TABLE `files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`owner_user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`storage_key` text NOT NULL,
	`name` text NOT NULL,
	`mime` text NOT NULL,
	`size` integer NOT NULL,
	`company_id` integer,
	`membership_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`membership_id`) REFERENCES `memberships`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `files_short_id_unique` ON `files` (`short_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `files_storage_key_unique` ON `files` (`storage_key`);--> statement-breakpoint
CREATE INDEX `files_owner` ON `files` (`owner_user_id`,`kind`);--> statement-breakpoint
CREATE INDEX `files_company` ON `files` (`company_id`);--> statement-breakpoint
CREATE INDEX `files_membership` ON `files` (`membership_id`);--> statement-breakpoint
CREATE TABLE `inquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`lang` text NOT NULL,
	`created_at` integer NOT NULL,
	`mailed_at` integer
);
--> statement-breakpoint
CREATE TABLE `used_challenges` (
	`signature` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`profile_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contacts_user_profile` ON `contacts` (`user_id`,`profile_id`);--> statement-breakpoint
CREATE TABLE `profile_companies` (
	`profile_id` integer NOT NULL,
	`membership_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`profile_id`, `membership_id`),
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`membership_id`) REFERENCES `memberships`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`full_name` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_short_id_unique` ON `profiles` (`short_id`);--> statement-breakpoint
CREATE INDEX `profiles_user` ON `profiles` (`user_id`,`is_active`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`email` text NOT NULL,
	`username` text NOT NULL,
	`full_name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`password_hash` text,
	`is_verified` integer DEFAULT false NOT NULL,
	`terms_accepted_at` integer,
	`lang` text DEFAULT 'sv' NOT NULL,
	`keep_logged_in` integer DEFAULT false NOT NULL,
	`avatar_key` text,
	`otp_secret` text,
	`otp_pending_secret` text,
	`otp_enabled` integer DEFAULT false NOT NULL,
	`otp_last_step` integer DEFAULT 0 NOT NULL,
	`subscription_privileges` integer DEFAULT false NOT NULL,
	`active_subscription` text,
	`subscription_provider` text,
	`subscription_expires_at` integer,
	`invited_by_user_id` integer,
	`last_login_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_short_id_unique` ON `users` (`short_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_lower` ON `users` (lower("username"));--> statement-breakpoint
CREATE INDEX `users_unverified` ON `users` (`is_verified`,`created_at`);--> statement-breakpoint
CREATE TABLE `view_days` (
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`day` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`unique` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`target_type`, `target_id`, `day`)
);
--> statement-breakpoint
CREATE TABLE `views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`at` integer NOT NULL,
	`visitor_hash` text NOT NULL,
	`is_unique` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `views_target_at` ON `views` (`target_type`,`target_id`,`at`);--> statement-breakpoint
CREATE INDEX `views_visitor_day` ON `views` (`target_type`,`target_id`,`visitor_hash`);