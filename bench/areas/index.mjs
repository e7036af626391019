/**
 * The areas' bench parts, one line each (an area adds its file here; bench/run.mjs loops over the
 * list). A part is `{ name, measure({ log }), report(result) → { summary, lines } }`: `name` is what
 * `BENCH_ONLY` selects, `summary` the rows of the summary table (figure, value, baseline, ratio,
 * budget, met), `lines` its section of BENCHMARKS.md, starting with its `## ` heading.
 * `node bench/areas/<file>.mjs` runs one part alone and replaces only its section (see part.mjs).
 */
import partners from './partners.mjs';
import documents from './documents.mjs';
import documentsBomb from './documents-bomb.mjs';
import documentsOcr from './documents-ocr.mjs';
import service from './service.mjs';
import { timeregPart } from './timereg.mjs';
import damage from './damage.mjs';
import map from './map.mjs';
import sharing from './sharing.mjs';
import sharingTimeline from './sharing-timeline.mjs';
import vehicleDetection from './vehicle-detection.mjs';

export const areaParts = [
  // one entry per line
  timeregPart,
  service,
  partners,
  documents,
  documentsBomb,
  documentsOcr,
  damage,
  map,
  sharing,
  sharingTimeline,
  vehicleDetection,
];
