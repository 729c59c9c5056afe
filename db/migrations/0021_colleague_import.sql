ALTER TABLE `memberships` ADD `invite_mail_pending` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `memberships_invite_mail` ON `memberships` (`invite_mail_pending`);