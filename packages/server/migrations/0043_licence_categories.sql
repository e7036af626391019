-- Driving licence categories (issue 33, docs/sharing.md "Driving licence"): the category a vehicle
-- needs (one of the EU categories of directive 2006/126/EC, as on a Danish kørekort) and the
-- categories each person holds. Booking a pool car checks that the driver's categories cover the
-- vehicle's (src/areas/vehicles/licence.ts holds the directive's equivalences).
ALTER TABLE vehicles ADD COLUMN licence_category text NOT NULL DEFAULT 'B'
  CHECK (licence_category IN ('AM', 'A1', 'A2', 'A', 'B', 'BE', 'C1', 'C1E', 'C', 'CE', 'D1', 'D1E', 'D', 'DE'));

-- Existing vehicles get their type's usual category: cars, vans and other vehicles B, trucks C,
-- buses D, trailers BE (towed behind a car; a lorry's trailer is set to CE by hand).
UPDATE vehicles SET licence_category = CASE type
  WHEN 'truck' THEN 'C'
  WHEN 'bus' THEN 'D'
  WHEN 'trailer' THEN 'BE'
  ELSE 'B' END
WHERE type IN ('truck', 'bus', 'trailer');

-- Empty: nothing recorded yet (the booking rule treats it as B, docs/sharing.md).
ALTER TABLE users ADD COLUMN licence_categories text[] NOT NULL DEFAULT '{}'
  CHECK (licence_categories <@ ARRAY['AM', 'A1', 'A2', 'A', 'B', 'BE', 'C1', 'C1E', 'C', 'CE', 'D1', 'D1E', 'D', 'DE']::text[]);
