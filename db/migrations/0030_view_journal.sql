CREATE TABLE `view_journal_marks` (
	`journal` text PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL,
	`offset` integer NOT NULL
);
