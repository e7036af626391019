-- 0051: "which pool vehicles are free from 8 to 16 tomorrow" (sharing.free, issue 33's budget: p99
-- under 20 ms among 1,000,000 bookings; docs/sharing.md "Budgets"). The exclusion constraint keeps a
-- vehicle's active bookings apart, so of them only the last one starting before a window's end can
-- reach into it: one step back in this index per vehicle, answered from the index alone, where the
-- constraint's GiST index took about eight times as long a vehicle.
CREATE INDEX sharing_bookings_vehicle_active_idx ON sharing_bookings (vehicle_id, starts_at)
  INCLUDE (blocked_until)
  WHERE status IN ('requested', 'confirmed', 'checked_out');
