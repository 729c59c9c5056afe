ALTER TABLE `cards` ADD `sun` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `cards` ADD `sun_uid` text;--> statement-breakpoint
ALTER TABLE `cards` ADD `sun_counter` integer;--> statement-breakpoint
ALTER TABLE `cards` ADD `last_tap_at` integer;