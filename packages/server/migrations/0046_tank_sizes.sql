-- A vehicle's tank size in litres and its battery in kWh (docs/partners.md, "Checks"): an expense
-- of more litres than the tank holds, or more kWh than the battery, is shown as a check. Unknown
-- (null) for the vehicles registered before; both are whole numbers above zero.
ALTER TABLE vehicles ADD COLUMN tank_litres integer CHECK (tank_litres > 0);
ALTER TABLE vehicles ADD COLUMN battery_kwh integer CHECK (battery_kwh > 0);
