ALTER TABLE `companies` ADD `lead_retention_months` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `view_retention_months` integer;