-- 0037: the costs read from their indexes alone (issue 30, docs/partners.md "Costs"). A vehicle's
-- Costs tab sums its expenses of a year per month and category: with the amounts and category in
-- the index (INCLUDE) that is an index-only scan of a few pages instead of a heap page per expense
-- (645 expenses: 11 pages, was 513). The km of a period take three probes per vehicle of the
-- odometer chain's index; with the reading's km in it they need no heap page either. Each index
-- replaces the one it extends (same columns first, same name), so inserts keep their cost.

CREATE INDEX expenses_vehicle_costs_idx ON expenses (vehicle_id, spent_on)
  INCLUDE (client_id, category, net, vat) WHERE vehicle_id IS NOT NULL;
DROP INDEX expenses_vehicle_date_idx;
ALTER INDEX expenses_vehicle_costs_idx RENAME TO expenses_vehicle_date_idx;

CREATE INDEX odometer_readings_chain_idx ON odometer_readings (vehicle_id, read_on, id) INCLUDE (odometer_km);
DROP INDEX odometer_readings_vehicle_idx;
ALTER INDEX odometer_readings_chain_idx RENAME TO odometer_readings_vehicle_idx;
