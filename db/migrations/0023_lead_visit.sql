ALTER TABLE `leads` ADD `country` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `city` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `device` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `os` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `browser` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `source` text;