-- 0020: what a client spent per day and category (issue 30, docs/partners.md "Costs"), so the
-- fleet's cost per month and category for a year sums a few thousand rows, not every expense (a
-- million in the bench). Kept by statement triggers on expenses reading their transition tables:
-- an import of 50,000 lines adds one grouped upsert, not 50,000. No foreign key on client_id: a
-- client's deletion cascades to its expenses, whose trigger then subtracts and removes the emptied
-- rows.

CREATE TABLE expense_day_totals (
  client_id uuid NOT NULL,
  spent_on date NOT NULL,
  category text NOT NULL,
  -- DKK excluding VAT, and the VAT; the number of expenses (0: the row is removed).
  net numeric NOT NULL,
  vat numeric NOT NULL,
  expenses bigint NOT NULL,
  PRIMARY KEY (client_id, spent_on, category)
);

CREATE FUNCTION expense_day_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE expense_day_totals t
      SET net = t.net - o.net, vat = t.vat - o.vat, expenses = t.expenses - o.expenses
      FROM (SELECT client_id, spent_on, category, sum(net) AS net, sum(vat) AS vat, count(*) AS expenses
            FROM old_rows GROUP BY client_id, spent_on, category) o
      WHERE t.client_id = o.client_id AND t.spent_on = o.spent_on AND t.category = o.category;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO expense_day_totals AS t (client_id, spent_on, category, net, vat, expenses)
      SELECT client_id, spent_on, category, sum(net), sum(vat), count(*)
      FROM new_rows GROUP BY client_id, spent_on, category
      ON CONFLICT (client_id, spent_on, category) DO UPDATE
        SET net = t.net + excluded.net, vat = t.vat + excluded.vat, expenses = t.expenses + excluded.expenses;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM expense_day_totals t
      USING (SELECT DISTINCT client_id, spent_on, category FROM old_rows) o
      WHERE t.client_id = o.client_id AND t.spent_on = o.spent_on AND t.category = o.category
        AND t.expenses = 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER expense_day_totals_insert AFTER INSERT ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_day_totals_keep();
CREATE TRIGGER expense_day_totals_update AFTER UPDATE ON expenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expense_day_totals_keep();
CREATE TRIGGER expense_day_totals_delete AFTER DELETE ON expenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_day_totals_keep();

INSERT INTO expense_day_totals (client_id, spent_on, category, net, vat, expenses)
  SELECT client_id, spent_on, category, sum(net), sum(vat), count(*)
  FROM expenses GROUP BY client_id, spent_on, category;
