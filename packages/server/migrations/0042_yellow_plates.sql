-- Yellow plates (gule plader) in the vehicle register (docs/vehicles.md): a van registered for
-- business use, to which SKAT's day-pass and 25-day home-work rules apply (docs/timereg.md).
-- Time registration counted every van as a yellow-plate vehicle until now: existing vans keep that.
ALTER TABLE vehicles ADD COLUMN yellow_plates boolean NOT NULL DEFAULT false;

UPDATE vehicles SET yellow_plates = true WHERE type = 'van';
