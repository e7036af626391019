-- 0026: a working day carries a revision too (issue 36, item 6; 0021, 0022 and 0025 gave the other
-- records edited in a form a version). `version` already counts a day's corrections (a corrected
-- approved day is a new row); `revision` counts every change of the driver's day on that date, the
-- in-place edits of an open day, its approval and its corrections alike (a correction's row starts at
-- the replaced row's revision + 1). `timereg.saveDay` names the revision it was made from (0: no day
-- was recorded), and a stale one is refused and changes nothing.

ALTER TABLE working_days
  ADD COLUMN revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;
