CREATE TABLE `view_journal_marks` (
	`journal` text PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL,
	`offset` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `view_visitors` (
	`day` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`visitor_hash` text NOT NULL,
	PRIMARY KEY(`day`, `target_type`, `target_id`, `visitor_hash`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT OR IGNORE INTO `view_visitors` SELECT strftime('%Y-%m-%d', `at` / 1000, 'unixepoch'), `target_type`, `target_id`, `visitor_hash` FROM `views` WHERE `at` >= unixepoch('now', 'start of day', '-1 day') * 1000;
--> statement-breakpoint
DROP INDEX `views_visitor_day`;