ALTER TABLE `profiles` ADD `layout` text;--> statement-breakpoint
ALTER TABLE `profiles` ADD `portrait_shape` text DEFAULT 'circle' NOT NULL;--> statement-breakpoint
ALTER TABLE `profiles` ADD `portrait_focus` text;--> statement-breakpoint
ALTER TABLE `profiles` ADD `cover_focus` text;