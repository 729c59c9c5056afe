-- Companies that existed before usage was recorded start their usage now, with their current counts (the billing
-- run reads the quantity in force each day from usage_changes; without a first row they would bill nothing).
INSERT INTO `usage_changes` (`company_id`, `item`, `quantity`, `at`)
SELECT c.`id`, 'dynatags', (SELECT count(*) FROM `dynatags` d WHERE d.`company_id` = c.`id`), CAST(unixepoch('subsec') * 1000 AS INTEGER)
FROM `companies` c
WHERE NOT EXISTS (SELECT 1 FROM `usage_changes` u WHERE u.`company_id` = c.`id` AND u.`item` = 'dynatags');
--> statement-breakpoint
INSERT INTO `usage_changes` (`company_id`, `item`, `quantity`, `at`)
SELECT c.`id`, 'owners', (SELECT count(*) FROM `memberships` m WHERE m.`company_id` = c.`id` AND m.`state` = 'owner'), CAST(unixepoch('subsec') * 1000 AS INTEGER)
FROM `companies` c
WHERE NOT EXISTS (SELECT 1 FROM `usage_changes` u WHERE u.`company_id` = c.`id` AND u.`item` = 'owners');
