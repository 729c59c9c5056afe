ALTER TABLE `companies` ADD `design` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `design_draft` text;