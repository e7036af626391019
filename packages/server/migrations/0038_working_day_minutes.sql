-- 0038: a working day keeps its periods' working minutes (issue 32, docs/timereg.md "Budgets"), so
-- the week grid's 48-hour average reads the 14 older weeks as one row a day instead of summing
-- every period of theirs (some 56,000 rows for 200 drivers, the most of the page's time). The
-- minutes of work and driving, summed and then rounded to the minute as the rules' `dayTotals`
-- rounds them (half a minute up); 0 for a day without periods (a daily total, "as agreed": the
-- grid reads those from their own columns). Kept by statement triggers on working_periods reading
-- their transition tables, whoever writes the periods (saveDay, the demo seed, a bulk INSERT): an
-- insert of many days' periods is one grouped UPDATE, not one a period.

ALTER TABLE working_days ADD COLUMN working_minutes integer NOT NULL DEFAULT 0;

-- Sets the working minutes of these days from their periods (days no longer there are skipped).
CREATE FUNCTION working_day_minutes_refresh(days uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE working_days d
    SET working_minutes = s.minutes
    FROM (
      SELECT day.id,
        (SELECT floor(coalesce(extract(epoch from sum(p.end_at - p.start_at)), 0) / 60 + 0.5)::int
         FROM working_periods p
         WHERE p.day_id = day.id AND p.kind IN ('work', 'driving')) AS minutes
      FROM unnest(days) AS day (id)
    ) s
    WHERE d.id = s.id AND d.working_minutes <> s.minutes;
$$;

CREATE FUNCTION working_day_minutes_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM working_day_minutes_refresh(ARRAY(SELECT DISTINCT day_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM working_day_minutes_refresh(ARRAY(SELECT DISTINCT day_id FROM old_rows));
  ELSE
    PERFORM working_day_minutes_refresh(
      ARRAY(SELECT day_id FROM new_rows UNION SELECT day_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER working_day_minutes_insert AFTER INSERT ON working_periods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION working_day_minutes_keep();
CREATE TRIGGER working_day_minutes_update AFTER UPDATE ON working_periods
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION working_day_minutes_keep();
CREATE TRIGGER working_day_minutes_delete AFTER DELETE ON working_periods
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION working_day_minutes_keep();

UPDATE working_days d
  SET working_minutes = s.minutes
  FROM (
    SELECT day_id, floor(coalesce(extract(epoch from sum(end_at - start_at)), 0) / 60 + 0.5)::int AS minutes
    FROM working_periods
    WHERE kind IN ('work', 'driving')
    GROUP BY day_id
  ) s
  WHERE d.id = s.day_id;
