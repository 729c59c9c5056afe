CREATE TABLE `view_place_spans` (
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`days` integer NOT NULL,
	`day` text NOT NULL,
	`value` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`unique` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`target_type`, `target_id`, `days`, `day`, `value`)
);
--> statement-breakpoint
-- The spans of what is already kept: each day's places summed into the 2-, 4-, … 1024-day spans it falls in
-- (a span starts on a multiple of its length in days since 1970-01-01), as the view writer keeps them from now on.
INSERT INTO `view_place_spans` (`target_type`, `target_id`, `days`, `day`, `value`, `total`, `unique`)
  SELECT f.`target_type`, f.`target_id`, s.value,
    date(cast(julianday(f.`day`) - 2440587.5 AS integer) / s.value * s.value * 86400, 'unixepoch'),
    f.`value`, sum(f.`total`), sum(f.`unique`)
  FROM `view_facets` f, json_each('[2,4,8,16,32,64,128,256,512,1024]') s
  WHERE f.`facet` = 'place' GROUP BY 1, 2, 3, 4, 5;
