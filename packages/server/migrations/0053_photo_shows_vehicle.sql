-- 0053: a plate read from a photo (docs/vehicle-detection.md, "A photo and its vehicle").
--
-- A photo of one vehicle (an inspection's, a driver report's, a damage's, a check-out's or
-- check-in's) whose read plate is another vehicle of the client is flagged: the vehicle it shows
-- and when that was read. A vehicle deleted clears the flag.
ALTER TABLE photos
  ADD COLUMN shows_vehicle_id uuid REFERENCES vehicles (id) ON DELETE SET NULL,
  ADD COLUMN shows_vehicle_read_at timestamptz;

-- A yard roll-call places each vehicle it found at its photo's time (source roll_call,
-- docs/map.md "Positions from people's work"); the same roll-call run again must not store the
-- position twice. Positions already stored twice keep the first.
DELETE FROM vehicle_positions AS later
  USING vehicle_positions AS earlier
  WHERE later.source = 'roll_call'
    AND earlier.source = 'roll_call'
    AND later.vehicle_id = earlier.vehicle_id
    AND later.recorded_at = earlier.recorded_at
    AND later.id > earlier.id;
CREATE UNIQUE INDEX vehicle_positions_roll_call_idx ON vehicle_positions (vehicle_id, recorded_at)
  WHERE source = 'roll_call';
