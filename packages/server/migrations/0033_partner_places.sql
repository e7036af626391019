-- 0033: a place per organisation (issue 34, docs/map.md "Partner workshops"): latitude and
-- longitude in degrees, both or neither, picked on the map in the organisation's form. The map
-- shows the client's workshops that have one as a layer and names the nearest preferred workshop
-- to a vehicle (a haversine ORDER BY over the client's few workshops; no extension needed).
ALTER TABLE organisations
  ADD COLUMN lat double precision CHECK (lat BETWEEN -90 AND 90),
  ADD COLUMN lon double precision CHECK (lon BETWEEN -180 AND 180),
  ADD CONSTRAINT organisations_place_whole CHECK ((lat IS NULL) = (lon IS NULL));
