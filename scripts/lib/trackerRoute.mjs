// The virtual phones' routes and requests, shared by `npm run simulate` (scripts/simulate-tracker.mjs)
// and the map's bench part (bench/areas/map.mjs): what Traccar Client sends, along a loop.

/** The n-th of `steps` points of device d's loop: a circle of about 2 km, each device a little apart. */
export function routePoint(lat, lon, d, n, steps) {
  const angle = (2 * Math.PI * n) / steps + d;
  return { lat: lat + 0.018 * Math.sin(angle) + d * 0.01, lon: lon + 0.03 * Math.cos(angle) };
}

/**
 * The OsmAnd request's query (docs/map.md) for a device at a point: `timestamp` as seconds since
 * 1970 (a number of milliseconds when `milliseconds` is set), speed in knots, the battery.
 */
export function osmAndQuery(identifier, point, at, { milliseconds = false } = {}) {
  return new URLSearchParams({
    id: identifier,
    lat: point.lat.toFixed(6),
    lon: point.lon.toFixed(6),
    timestamp: String(milliseconds ? at.getTime() : Math.floor(at.getTime() / 1000)),
    speed: '25',
    batt: '80',
  });
}
