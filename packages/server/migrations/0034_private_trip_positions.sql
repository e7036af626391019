-- 0034: positions of private trips are not stored (issue 34, docs/map.md "Trackers"). A tracker's
-- position that falls within a private trip of its vehicle (timereg's trips, kind 'private', between
-- its start and end) is refused and counted per device, like a replay.
ALTER TABLE tracker_devices ADD COLUMN refused_private integer NOT NULL DEFAULT 0;
