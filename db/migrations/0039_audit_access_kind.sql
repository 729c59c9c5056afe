ALTER TABLE `audit_log` ADD `via` text DEFAULT 'session' NOT NULL;--> statement-breakpoint
CREATE INDEX `audit_at` ON `audit_log` (`at`);