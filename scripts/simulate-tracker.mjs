#!/usr/bin/env node
/**
 * `npm run simulate`: virtual phones that send positions through the OsmAnd endpoint as Traccar
 * Client does (docs/map.md), each along a deterministic loop around its start, for demos.
 *
 *   npm run simulate -- --url http://127.0.0.1:3000 --device <secret>:<identifier> [--device …]
 *                       [--lat 55.6761 --lon 12.5683] [--every 2] [--steps 60]
 *
 * A device's secret and identifier come from `map.createDevice` (shown once).
 */
import { parseArgs } from 'node:util';
import { osmAndQuery, routePoint } from './lib/trackerRoute.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    device: { type: 'string', multiple: true, default: [] },
    lat: { type: 'string', default: '55.6761' },
    lon: { type: 'string', default: '12.5683' },
    every: { type: 'string', default: '2' },
    steps: { type: 'string', default: '60' },
  },
});
const devices = values.device.map((pair) => {
  const [secret, id] = pair.split(':');
  if (!secret || !id) throw new Error(`--device wants <secret>:<identifier>, not ${pair}`);
  return { secret, id };
});
if (devices.length === 0) {
  console.error('Give at least one --device <secret>:<identifier> (map.createDevice answers both).');
  process.exit(2);
}

const lat = Number(values.lat);
const lon = Number(values.lon);
const steps = Number(values.steps);
for (let n = 0; n < steps; n++) {
  await Promise.all(
    devices.map(async ({ secret, id }, d) => {
      const point = routePoint(lat, lon, d, n, steps);
      const query = osmAndQuery(id, point, new Date());
      const response = await fetch(`${values.url}/api/tracker/${secret}?${query}`, { method: 'POST' });
      console.log(`${id} ${point.lat.toFixed(5)},${point.lon.toFixed(5)} → ${response.status}`);
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, Number(values.every) * 1000));
}
