CREATE TABLE `view_facet_months` (
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`facet` text NOT NULL,
	`month` text NOT NULL,
	`value` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`unique` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`target_type`, `target_id`, `facet`, `month`, `value`)
);
--> statement-breakpoint
ALTER TABLE `views` ADD `company_id` integer;--> statement-breakpoint
CREATE INDEX `views_company_at` ON `views` (`company_id`,`at`);--> statement-breakpoint
-- Data, not schema (issue 22): the views written before this migration get the company of their dynatag or
-- card, and each company its day and facet rollups of them; every target and company its month rollups of the
-- facets: as the view writer keeps them from now on.
UPDATE `views` SET `company_id` = CASE `target_type`
  WHEN 'dynatag' THEN (SELECT `company_id` FROM `dynatags` WHERE `dynatags`.`id` = `views`.`target_id`)
  WHEN 'card' THEN (SELECT `company_id` FROM `cards` WHERE `cards`.`id` = `views`.`target_id`) END
  WHERE `target_type` IN ('dynatag', 'card');--> statement-breakpoint
INSERT INTO `view_days` (`target_type`, `target_id`, `day`, `total`, `unique`)
  SELECT 'company', `company_id`, strftime('%Y-%m-%d', `at` / 1000, 'unixepoch'), count(*), sum(`is_unique`)
  FROM `views` WHERE `company_id` IS NOT NULL GROUP BY `company_id`, 3;--> statement-breakpoint
INSERT INTO `view_facets` (`target_type`, `target_id`, `facet`, `day`, `value`, `total`, `unique`)
  SELECT 'company', `company_id`, `facet`, `day`, `value`, count(*), sum(`is_unique`) FROM (
    SELECT `company_id`, `is_unique`, strftime('%Y-%m-%d', `at` / 1000, 'unixepoch') AS `day`, `f`.`value` ->> 0 AS `facet`, `f`.`value` ->> 1 AS `value`
    FROM `views`, json_each(json_array(
      json_array('country', `country`),
      json_array('place', `country` || '|' || coalesce(`city`, '') || '|' || coalesce(round(`latitude`, 2), '') || '|' || coalesce(round(`longitude`, 2), '')),
      json_array('device', `device`), json_array('os', `os`), json_array('browser', `browser`),
      json_array('source', `source`), json_array('referrer', `referrer`), json_array('utm_source', `utm_source`),
      json_array('utm_medium', `utm_medium`), json_array('utm_campaign', `utm_campaign`),
      json_array('hour', strftime('%H', `at` / 1000, 'unixepoch')))) `f`
    WHERE `company_id` IS NOT NULL
  ) WHERE `value` IS NOT NULL GROUP BY `company_id`, `facet`, `day`, `value`;--> statement-breakpoint
INSERT INTO `view_facet_months` (`target_type`, `target_id`, `facet`, `month`, `value`, `total`, `unique`)
  SELECT `target_type`, `target_id`, `facet`, substr(`day`, 1, 7), `value`, sum(`total`), sum(`unique`)
  FROM `view_facets` WHERE `facet` <> 'hour' GROUP BY 1, 2, 3, 4, 5;
