-- Full-text search over colleagues (FTS5), one row per company membership (rowid = memberships.id),
-- kept current by triggers so no code path can forget it. Diacritics are folded: "asa" finds "Åsa".
CREATE VIRTUAL TABLE `people_search` USING fts5(
	`full_name`, `description`, `job_title`, `company_name`,
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `people_search_membership_insert` AFTER INSERT ON `memberships` BEGIN
	INSERT INTO `people_search` (rowid, full_name, description, job_title, company_name)
	SELECT NEW.id, u.full_name, u.description, NEW.job_title, c.name
	FROM `users` u, `companies` c WHERE u.id = NEW.user_id AND c.id = NEW.company_id;
END;
--> statement-breakpoint
CREATE TRIGGER `people_search_membership_update` AFTER UPDATE OF `job_title`, `user_id`, `company_id` ON `memberships` BEGIN
	DELETE FROM `people_search` WHERE rowid = OLD.id;
	INSERT INTO `people_search` (rowid, full_name, description, job_title, company_name)
	SELECT NEW.id, u.full_name, u.description, NEW.job_title, c.name
	FROM `users` u, `companies` c WHERE u.id = NEW.user_id AND c.id = NEW.company_id;
END;
--> statement-breakpoint
CREATE TRIGGER `people_search_membership_delete` AFTER DELETE ON `memberships` BEGIN
	DELETE FROM `people_search` WHERE rowid = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `people_search_user_update` AFTER UPDATE OF `full_name`, `description` ON `users` BEGIN
	DELETE FROM `people_search` WHERE rowid IN (SELECT id FROM `memberships` WHERE user_id = NEW.id);
	INSERT INTO `people_search` (rowid, full_name, description, job_title, company_name)
	SELECT m.id, NEW.full_name, NEW.description, m.job_title, c.name
	FROM `memberships` m JOIN `companies` c ON c.id = m.company_id WHERE m.user_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `people_search_company_update` AFTER UPDATE OF `name` ON `companies` BEGIN
	DELETE FROM `people_search` WHERE rowid IN (SELECT id FROM `memberships` WHERE company_id = NEW.id);
	INSERT INTO `people_search` (rowid, full_name, description, job_title, company_name)
	SELECT m.id, u.full_name, u.description, m.job_title, NEW.name
	FROM `memberships` m JOIN `users` u ON u.id = m.user_id WHERE m.company_id = NEW.id;
END;
