-- A share link of a vehicle's last known position (docs/sharing.md "Share links"): a third kind of
-- share link, on a vehicle like the dossier, living at most 30 days like it.
ALTER TABLE sharing_links DROP CONSTRAINT sharing_links_kind_check;
ALTER TABLE sharing_links DROP CONSTRAINT sharing_links_vehicle_check;

ALTER TABLE sharing_links
  ADD CONSTRAINT sharing_links_kind_check
    CHECK (kind IN ('vehicle', 'booking', 'position', 'person_feed', 'vehicle_feed')),
  ADD CONSTRAINT sharing_links_vehicle_check
    CHECK ((kind IN ('vehicle', 'position', 'vehicle_feed')) = (vehicle_id IS NOT NULL));
