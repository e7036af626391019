-- A vehicle's tank size in litres and its battery in kWh (docs/partners.md, "Checks"): an expense
-- of more litres than the tank holds, or more kWh than the battery, is shown as a check. Unknown
-- (null) for the vehicles registered before; both are whole numbers above zero.
ALTER TABLE vehicles ADD COLUMN tank_litres integer CHECK (tank_litres > 0);
ALTER TABLE vehicles ADD COLUMN battery_kwh integer CHECK (battery_kwh > 0);

-- A credit note's lines are expenses with a negative amount and VAT (docs/partners.md,
-- "E-invoices"): only the e-invoice import writes them; every other expense stays at zero or above.
ALTER TABLE expenses DROP CONSTRAINT expenses_net_check;
ALTER TABLE expenses DROP CONSTRAINT expenses_vat_check;
ALTER TABLE expenses ADD CONSTRAINT expenses_net_check CHECK (net >= 0 OR source = 'einvoice');
ALTER TABLE expenses ADD CONSTRAINT expenses_vat_check CHECK (vat >= 0 OR source = 'einvoice');
