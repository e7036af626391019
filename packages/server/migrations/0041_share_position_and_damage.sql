-- Two more kinds of share link (docs/sharing.md "Share links"): a vehicle's last known position, on
-- a vehicle like the dossier, and a damage's report with its claim PDF; both live at most 30 days.
ALTER TABLE sharing_links DROP CONSTRAINT sharing_links_kind_check;
ALTER TABLE sharing_links DROP CONSTRAINT sharing_links_vehicle_check;

ALTER TABLE sharing_links ADD COLUMN damage_id uuid REFERENCES damages (id) ON DELETE CASCADE;

ALTER TABLE sharing_links
  ADD CONSTRAINT sharing_links_kind_check
    CHECK (kind IN ('vehicle', 'booking', 'position', 'damage', 'person_feed', 'vehicle_feed')),
  ADD CONSTRAINT sharing_links_vehicle_check
    CHECK ((kind IN ('vehicle', 'position', 'vehicle_feed')) = (vehicle_id IS NOT NULL)),
  ADD CONSTRAINT sharing_links_damage_check CHECK ((kind = 'damage') = (damage_id IS NOT NULL));
