CREATE TABLE `view_facets` (
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`facet` text NOT NULL,
	`day` text NOT NULL,
	`value` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`unique` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`target_type`, `target_id`, `facet`, `day`, `value`)
);
--> statement-breakpoint
ALTER TABLE `views` ADD `country` text;--> statement-breakpoint
ALTER TABLE `views` ADD `city` text;--> statement-breakpoint
ALTER TABLE `views` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `views` ADD `longitude` real;--> statement-breakpoint
ALTER TABLE `views` ADD `device` text;--> statement-breakpoint
ALTER TABLE `views` ADD `os` text;--> statement-breakpoint
ALTER TABLE `views` ADD `browser` text;--> statement-breakpoint
ALTER TABLE `views` ADD `source` text;--> statement-breakpoint
ALTER TABLE `views` ADD `referrer` text;--> statement-breakpoint
ALTER TABLE `views` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `views` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `views` ADD `utm_campaign` text;