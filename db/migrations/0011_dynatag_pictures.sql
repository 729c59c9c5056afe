ALTER TABLE `files` ADD `width` integer;--> statement-breakpoint
ALTER TABLE `files` ADD `height` integer;