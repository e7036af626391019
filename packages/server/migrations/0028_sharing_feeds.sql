-- Calendar feeds (docs/sharing.md "Calendar feeds"): a person's or a vehicle's bookings as an ICS
-- address. They are share links of two more kinds, so they reuse the links' token (stored as its
-- SHA-256 only), revocation, expiry and counting; a feed lives up to a year instead of 30 days.
ALTER TABLE sharing_links DROP CONSTRAINT sharing_links_kind_check;
ALTER TABLE sharing_links DROP CONSTRAINT sharing_links_check;
ALTER TABLE sharing_links DROP CONSTRAINT sharing_links_check1;
ALTER TABLE sharing_links DROP CONSTRAINT sharing_links_check2;

-- The person whose bookings a person feed shows (the one who made it).
ALTER TABLE sharing_links ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE;

ALTER TABLE sharing_links
  ADD CONSTRAINT sharing_links_kind_check
    CHECK (kind IN ('vehicle', 'booking', 'person_feed', 'vehicle_feed')),
  ADD CONSTRAINT sharing_links_expiry_check CHECK (
    expires_at > created_at AND expires_at <= created_at + CASE
      WHEN kind IN ('person_feed', 'vehicle_feed') THEN interval '366 days 1 minute'
      ELSE interval '30 days 1 minute'
    END
  ),
  ADD CONSTRAINT sharing_links_vehicle_check
    CHECK ((kind IN ('vehicle', 'vehicle_feed')) = (vehicle_id IS NOT NULL)),
  ADD CONSTRAINT sharing_links_booking_check CHECK ((kind = 'booking') = (booking_id IS NOT NULL)),
  ADD CONSTRAINT sharing_links_user_check CHECK ((kind = 'person_feed') = (user_id IS NOT NULL));
-- A vehicle feed opens only while the manager who made it is an active manager of its client (a
-- deleted one leaves created_by_user_id empty, which opens nothing).

-- A person's active feeds, looked up when they open the drawer and when they renew.
CREATE INDEX sharing_links_feed_idx ON sharing_links (created_by_user_id, kind)
  WHERE kind IN ('person_feed', 'vehicle_feed');
