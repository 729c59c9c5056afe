ALTER TABLE `companies` ADD `lead_form` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `answers` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `profiles` ADD `lead_form` text;