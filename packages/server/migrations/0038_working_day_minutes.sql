-- 0038: a working day keeps what the rules over several days need of its periods (issue 32,
-- docs/timereg.md "Budgets"): its working minutes (work and driving) and driving minutes, summed
-- and then rounded to the minute as the rules' `dayTotals` rounds them (half a minute up), and
-- where its activity (every kind but breaks) begins and ends. So the week grid reads the 14 older
-- weeks' sums for the 48-hour average, and the two weeks before the one shown for the rests, the
-- days in a row and the tachograph's weeks, from working_days alone instead of from every period
-- of theirs (some 64,000 rows for 200 drivers, the most of the page's time). 0 and null for a day
-- without periods (a daily total, "as agreed": the grid reads those from their own columns). Kept
-- by statement triggers on working_periods reading their transition tables, whoever writes the
-- periods (saveDay, the demo seed, a bulk INSERT): an insert of many days' periods is one UPDATE.

ALTER TABLE working_days
  ADD COLUMN working_minutes integer NOT NULL DEFAULT 0,
  ADD COLUMN driving_minutes integer NOT NULL DEFAULT 0,
  ADD COLUMN active_start timestamptz,
  ADD COLUMN active_end timestamptz;

-- Sets these days' columns from their periods (days no longer there are skipped).
CREATE FUNCTION working_day_minutes_refresh(days uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE working_days d
    SET working_minutes = s.working_minutes, driving_minutes = s.driving_minutes,
      active_start = s.active_start, active_end = s.active_end
    FROM (
      SELECT day.id, p.*
      FROM unnest(days) AS day (id),
        LATERAL (
          SELECT
            floor(coalesce(extract(epoch from sum(end_at - start_at) FILTER (WHERE kind IN ('work', 'driving'))), 0)
              / 60 + 0.5)::int AS working_minutes,
            floor(coalesce(extract(epoch from sum(end_at - start_at) FILTER (WHERE kind = 'driving')), 0)
              / 60 + 0.5)::int AS driving_minutes,
            min(start_at) FILTER (WHERE kind <> 'break') AS active_start,
            max(end_at) FILTER (WHERE kind <> 'break') AS active_end
          FROM working_periods
          WHERE day_id = day.id
        ) p
    ) s
    WHERE d.id = s.id
      AND (d.working_minutes, d.driving_minutes, d.active_start, d.active_end)
        IS DISTINCT FROM (s.working_minutes, s.driving_minutes, s.active_start, s.active_end);
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

SELECT working_day_minutes_refresh(ARRAY(SELECT DISTINCT day_id FROM working_periods));
