CREATE TABLE `qr_styles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer,
	`profile_id` integer,
	`dynatag_id` integer,
	`style` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dynatag_id`) REFERENCES `dynatags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `qr_styles_company_id_unique` ON `qr_styles` (`company_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `qr_styles_profile_id_unique` ON `qr_styles` (`profile_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `qr_styles_dynatag_id_unique` ON `qr_styles` (`dynatag_id`);