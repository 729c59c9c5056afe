CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer,
	`actor_user_id` integer,
	`actor_name` text DEFAULT '' NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`action` text NOT NULL,
	`details` text DEFAULT '{}' NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_company_at` ON `audit_log` (`company_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_entity` ON `audit_log` (`entity`,`entity_id`);--> statement-breakpoint
CREATE TABLE `cards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`order_id` integer NOT NULL,
	`order_card_id` integer NOT NULL,
	`company_id` integer,
	`holder_membership_id` integer,
	`type` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`scans` integer DEFAULT 0 NOT NULL,
	`last_scan_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_card_id`) REFERENCES `order_cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`holder_membership_id`) REFERENCES `memberships`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cards_short_id_unique` ON `cards` (`short_id`);--> statement-breakpoint
CREATE INDEX `cards_company` ON `cards` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `cards_holder` ON `cards` (`holder_membership_id`);--> statement-breakpoint
CREATE INDEX `cards_order` ON `cards` (`order_id`);--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`code` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`discount_amount` integer DEFAULT 0 NOT NULL,
	`discount_percent` integer DEFAULT 0 NOT NULL,
	`free_shipping` integer DEFAULT false NOT NULL,
	`combinable` integer DEFAULT false NOT NULL,
	`min_subtotal` integer DEFAULT 0 NOT NULL,
	`max_value` integer,
	`valid_from` integer,
	`valid_until` integer,
	`max_uses` integer,
	`uses` integer DEFAULT 0 NOT NULL,
	`disabled` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_short_id_unique` ON `coupons` (`short_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_code_unique` ON `coupons` (`code`);--> statement-breakpoint
CREATE TABLE `order_cards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`order_id` integer NOT NULL,
	`position` integer NOT NULL,
	`recipient_membership_id` integer,
	`recipient_email` text NOT NULL,
	`type` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`alt_address` text,
	`design` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_membership_id`) REFERENCES `memberships`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_cards_short_id_unique` ON `order_cards` (`short_id`);--> statement-breakpoint
CREATE INDEX `order_cards_order` ON `order_cards` (`order_id`,`position`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_id` text NOT NULL,
	`number` text,
	`year` integer,
	`seq` integer,
	`company_id` integer,
	`created_by_user_id` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`step` integer DEFAULT 1 NOT NULL,
	`shipping_address` text,
	`invoice_marking` text DEFAULT '' NOT NULL,
	`coupon_codes` text DEFAULT '[]' NOT NULL,
	`coupons` text DEFAULT '[]' NOT NULL,
	`buyer` text,
	`totals` text,
	`total` integer,
	`lang` text DEFAULT 'sv' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`submitted_at` integer,
	`processing_at` integer,
	`shipped_at` integer,
	`cancelled_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_short_id_unique` ON `orders` (`short_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_number_unique` ON `orders` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_year_seq` ON `orders` (`year`,`seq`);--> statement-breakpoint
CREATE INDEX `orders_company` ON `orders` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `orders_creator` ON `orders` (`created_by_user_id`,`status`);