/**
 * Scans' and photos' text recognised by OCR, and everyone else (issue 31, docs/documents.md
 * "Reading a scan's text"), on a real PostgreSQL and the real server
 * (packages/server/dist/main.js): one client's manager uploads BENCH_OCR_PAGES (4) photographed
 * full pages (generated: A4 at 150 dpi, 34 lines of DejaVu Sans) one after another, then one
 * scanned PDF of BENCH_OCR_SCAN_PAGES (3) such pages; each upload answers once its text is read
 * (the figure: how long a page takes, and what its text status is). Meanwhile another client's
 * manager times `documents.list` (20 items) over the WebSocket, counted only while an upload is in
 * flight, against the same with none.
 *
 * `node bench/areas/documents-ocr.mjs` runs it alone and replaces only its section of BENCHMARKS.md.
 */
import { median, percentile, rssOf, signIn, startApiServer } from '../lib.mjs';
import { connect, startCluster } from '../vehicles.mjs';
import { isMain, runPartAlone } from './part.mjs';

const { scanPage, scannedPdf } = await import(
  new URL('../../packages/server/dist/areas/documents/scans.js', import.meta.url).href
);

const PAGES = Number(process.env.BENCH_OCR_PAGES ?? 4);
const SCAN_PAGES = Number(process.env.BENCH_OCR_SCAN_PAGES ?? 3);
const SAMPLES = Number(process.env.BENCH_OCR_SAMPLES ?? 100);

const LINES = Array.from(
  { length: 34 },
  (_, i) => `Linje ${i + 1} Kasko og ansvar for varebil AB 12 345 workshop invoice ${1000 + i}`,
);

const summarise = (times) => ({
  p50: median(times),
  p99: percentile(times, 99),
  max: Math.max(...times),
  samples: times.length,
});

async function measure({ log }) {
  const cluster = await startCluster();
  const server = await startApiServer(cluster.url, { maxMs: 30 * 60_000 });
  const { url, port } = server;
  let other;
  try {
    await server.ready;
    const readerCookie = await signIn(url, 'manager@example.com');
    const otherCookie = await signIn(url, 'manager2@example.com');
    other = connect(`ws://127.0.0.1:${port}/trpc`, url, otherCookie);
    const reader = connect(`ws://127.0.0.1:${port}/trpc`, url, readerCookie);
    const vehicleId = (await reader.client.documents.list.query({ limit: 5 })).items.find(
      (d) => d.vehicleId,
    )?.vehicleId;
    reader.close();
    if (!vehicleId) throw new Error('no vehicle document in the demo data');
    const upload = async (body, fileName) => {
      const query = new URLSearchParams({
        fileName,
        ownerKind: 'vehicle',
        ownerId: vehicleId,
        type: 'other',
      });
      const t0 = performance.now();
      const response = await fetch(`${url}/api/documents/upload?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', origin: url, cookie: readerCookie },
        body,
      });
      const answer = await response.json();
      if (response.status !== 201)
        throw new Error(`upload answered ${response.status}: ${JSON.stringify(answer)}`);
      return { ms: performance.now() - t0, status: answer.current.textStatus };
    };
    const list = () => other.client.documents.list.query({ limit: 20 });

    for (let i = 0; i < 5; i += 1) await list();
    log(`documents-ocr: ${SAMPLES} quiet samples…`);
    const quiet = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const t0 = performance.now();
      await list();
      quiet.push(performance.now() - t0);
    }

    const page = await scanPage(LINES);
    const scan = await scannedPdf(Array.from({ length: SCAN_PAGES }, () => page));
    // The engine's load (once per worker) on a small picture first, so the pages time the reading.
    const warm = await upload(await scanPage(['Opvarmning']), 'opvarmning.jpg');
    log(`documents-ocr: engine loaded (${(warm.ms / 1000).toFixed(1)} s), ${PAGES} pages…`);
    const rssBefore = rssOf(server.pid);
    let rssPeak = rssBefore;
    const rssTimer = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssOf(server.pid));
    }, 50);
    let inFlight = true;
    const loaded = [];
    const sampler = (async () => {
      while (inFlight) {
        const t0 = performance.now();
        await list();
        if (inFlight) loaded.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const pages = [];
    for (let i = 0; i < PAGES; i += 1) pages.push(await upload(page, `side-${i + 1}.jpg`));
    log(`documents-ocr: a scanned PDF of ${SCAN_PAGES} pages…`);
    const scanned = await upload(scan, 'scanning.pdf');
    inFlight = false;
    await sampler;
    clearInterval(rssTimer);
    return {
      postgres: cluster.version,
      lines: LINES.length,
      pageBytes: page.length,
      scanPages: SCAN_PAGES,
      warmMs: warm.ms,
      quiet: summarise(quiet),
      loaded: summarise(loaded),
      pages: { ...summarise(pages.map((p) => p.ms)), statuses: pages.map((p) => p.status) },
      scan: scanned,
      rss: { before: rssBefore, peak: rssPeak },
    };
  } finally {
    other?.close();
    await server.stop();
    await cluster.stop();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const s = (value) => `${(value / 1000).toFixed(1)} s`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

function report(r) {
  return {
    summary: [
      [
        'A photographed page uploaded, its text recognised (OCR)',
        `p50 ${s(r.pages.p50)}, max ${s(r.pages.max)}`,
        '—',
        '—',
        '—',
        '—',
      ],
      [`A scanned PDF of ${r.scanPages} pages uploaded, recognised`, s(r.scan.ms), '—', '—', '—', '—'],
      [
        "Another client's `documents.list` (20) while pages are recognised",
        `p50 ${ms(r.loaded.p50)}, p99 ${ms(r.loaded.p99)}`,
        `none: p50 ${ms(r.quiet.p50)}, p99 ${ms(r.quiet.p99)}`,
        `${(r.loaded.p50 / r.quiet.p50).toFixed(1)}x, ${(r.loaded.p99 / r.quiet.p99).toFixed(1)}x`,
        '—',
        '—',
      ],
    ],
    lines: [
      '## Documents: scans and photos read by OCR, and everyone else',
      '',
      `A throwaway PostgreSQL (${r.postgres}) and the real server (packages/server/dist/main.js) in its own process, seeded with the demo data. One client's manager uploads`,
      `${r.pages.samples} photographed pages (generated: A4 at 150 dpi, ${r.lines} lines of DejaVu Sans, a ${(r.pageBytes / 1e6).toFixed(2)} MB JPEG) one after another (text: ${r.pages.statuses.join(', ')}),`,
      `then a scanned PDF of ${r.scanPages} such pages (${r.scan.status}); each upload answers once its text is read. The engine was loaded first on a small picture (${s(r.warmMs)}).`,
      `Meanwhile another client's manager timed \`documents.list\` over the WebSocket (${r.loaded.samples} samples while an upload was in flight, ${r.quiet.samples} with none). The server's RSS: ${mb(r.rss.before)} before the pages, at most ${mb(r.rss.peak)} while they were read.`,
    ],
  };
}

const part = { name: 'documents-ocr', measure, report };
export default part;

if (isMain(import.meta.url)) await runPartAlone(part);
