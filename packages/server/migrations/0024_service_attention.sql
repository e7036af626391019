-- 0024: the service Due list and the due pass at scale (issue 29; docs/service.md "How due state is
-- computed"). Each schedule keeps, beside its due point, the first day it needs attention (due soon
-- or overdue) and the first day it is overdue, given its vehicle's odometer and hours as they are
-- now: the date measure gives its day (soon_on, due_on + 1), a km or hours measure that has reached
-- its threshold gives -infinity and one that has not gives none (NULL: no day of the calendar makes
-- it hold). "Whichever comes first" takes the earliest day, "later" the latest and none while any
-- measure has none; paused or nothing to go by: none. The state for a day is then two comparisons
-- (overdue: overdue_on <= today; due soon: attention_on <= today and not overdue), which an index
-- can serve. The same rule in JS is src/areas/service/rules.ts `attentionDays`; test/service.test.ts
-- checks that both and `serviceState` agree. The columns are written by the triggers below on every
-- change of a schedule and of a vehicle's odometer or hours, whichever code path makes it.

ALTER TABLE service_schedules
  ADD COLUMN attention_on date,
  ADD COLUMN overdue_on date;

CREATE FUNCTION service_attention_days(
  mode text, paused boolean, due_on date, soon_on date, due_km integer, soon_km integer,
  due_hours integer, soon_hours integer, odometer_km integer, engine_hours integer,
  OUT attention_on date, OUT overdue_on date
) LANGUAGE sql IMMUTABLE AS $$
  WITH m (applies, soon, overdue) AS (VALUES
    (due_on IS NOT NULL AND soon_on IS NOT NULL, soon_on, due_on + 1),
    (due_km IS NOT NULL,
      CASE WHEN odometer_km >= due_km - soon_km THEN DATE '-infinity' END,
      CASE WHEN odometer_km > due_km THEN DATE '-infinity' END),
    (due_hours IS NOT NULL AND engine_hours IS NOT NULL,
      CASE WHEN engine_hours >= due_hours - soon_hours THEN DATE '-infinity' END,
      CASE WHEN engine_hours > due_hours THEN DATE '-infinity' END)
  )
  SELECT
    CASE WHEN paused OR count(*) = 0 THEN NULL
      WHEN mode = 'first' THEN min(soon)
      WHEN count(soon) < count(*) THEN NULL ELSE max(soon) END,
    CASE WHEN paused OR count(*) = 0 THEN NULL
      WHEN mode = 'first' THEN min(overdue)
      WHEN count(overdue) < count(*) THEN NULL ELSE max(overdue) END
  FROM m WHERE applies
$$;

CREATE FUNCTION service_schedules_attention() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  km integer;
  hours integer;
BEGIN
  SELECT odometer_km, engine_hours INTO km, hours FROM vehicles WHERE id = NEW.vehicle_id;
  SELECT d.attention_on, d.overdue_on INTO NEW.attention_on, NEW.overdue_on
    FROM service_attention_days(NEW.mode, NEW.paused, NEW.due_on, NEW.soon_on, NEW.due_km, NEW.soon_km,
      NEW.due_hours, NEW.soon_hours, km, hours) d;
  RETURN NEW;
END $$;

CREATE TRIGGER service_schedules_attention BEFORE INSERT OR UPDATE ON service_schedules
  FOR EACH ROW EXECUTE FUNCTION service_schedules_attention();

CREATE FUNCTION vehicles_service_attention() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The schedules' trigger reads the vehicle's new readings.
  UPDATE service_schedules SET attention_on = NULL WHERE vehicle_id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER vehicles_service_attention AFTER UPDATE OF odometer_km, engine_hours ON vehicles
  FOR EACH ROW WHEN (OLD.odometer_km IS DISTINCT FROM NEW.odometer_km
    OR OLD.engine_hours IS DISTINCT FROM NEW.engine_hours)
  EXECUTE FUNCTION vehicles_service_attention();

UPDATE service_schedules SET attention_on = NULL;

-- The Due list: the due-date order with the attention day in the index, so a page reads only the
-- schedules that need attention (flat with the page number); the Due view's counts by overdue day.
CREATE INDEX service_schedules_client_due_attention_idx
  ON service_schedules (client_id, (coalesce(due_on, DATE '9999-12-31')), id, attention_on);
CREATE INDEX service_schedules_client_overdue_idx
  ON service_schedules (client_id, overdue_on) WHERE overdue_on IS NOT NULL;
