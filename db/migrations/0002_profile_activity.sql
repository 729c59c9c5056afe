CREATE UNIQUE INDEX `profiles_one_active` ON `profiles` (`user_id`) WHERE "profiles"."is_active" = 1;
--> statement-breakpoint
-- A company the user joins (or creates, as owner) appears on the user's active profile, after the ones already
-- shown; kept by triggers so no code path that creates or accepts a membership can forget it. The user edits the
-- list afterwards (PATCH /profiles/{shortId}); invitations are not shown until accepted.
CREATE TRIGGER `profile_companies_membership_insert` AFTER INSERT ON `memberships` WHEN NEW.state <> 'invited' BEGIN
	INSERT OR IGNORE INTO `profile_companies` (profile_id, membership_id, position)
	SELECT p.id, NEW.id, COALESCE((SELECT max(pc.position) + 1 FROM `profile_companies` pc WHERE pc.profile_id = p.id), 0)
	FROM `profiles` p WHERE p.user_id = NEW.user_id AND p.is_active = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profile_companies_membership_join` AFTER UPDATE OF `state` ON `memberships` WHEN OLD.state = 'invited' AND NEW.state <> 'invited' BEGIN
	INSERT OR IGNORE INTO `profile_companies` (profile_id, membership_id, position)
	SELECT p.id, NEW.id, COALESCE((SELECT max(pc.position) + 1 FROM `profile_companies` pc WHERE pc.profile_id = p.id), 0)
	FROM `profiles` p WHERE p.user_id = NEW.user_id AND p.is_active = 1;
END;
