/**
 * A PDF bomb and everyone else's requests (issue 31, docs/documents.md "Reading a PDF's text",
 * docs/threat-model.md "Hostile files"), on a real PostgreSQL and the real server
 * (packages/server/dist/main.js): one client's manager uploads PDFs of about 1 MB whose one flate
 * stream inflates to BENCH_BOMB_MB (1024) MB of zeros, BENCH_BOMB_PARALLEL (3) at a time, back to
 * back; meanwhile another client's manager times a simple request, `documents.list` (20 items)
 * over the WebSocket, and `GET /healthz`, interleaved, counted only while a bomb is in flight; the
 * same requests with no bomb are the baseline (the ratio is the figure). The other client also
 * uploads a small PDF while the bombs queue, timed against the same upload with none: its text is
 * read in its own turn, after at most the one bomb being read. Before this (pdf.js on the event
 * loop), one such bomb held every request for 27 s.
 *
 * `node bench/areas/documents-bomb.mjs` runs it alone and replaces only its section of BENCHMARKS.md.
 */
import { median, percentile, rssOf, signIn, startApiServer } from '../lib.mjs';
import { connect, startCluster } from '../vehicles.mjs';
import { isMain, runPartAlone } from './part.mjs';

// The PDFs are the server's own test PDFs (a one-page PDF, and one whose stream inflates to a GB).
const { flateBombPdf: pdfBomb, onePagePdf } = await import(
  new URL('../../packages/server/dist/areas/documents/pdf.js', import.meta.url).href
);

const BOMB_MB = Number(process.env.BENCH_BOMB_MB ?? 1024);
const PARALLEL = Number(process.env.BENCH_BOMB_PARALLEL ?? 3);
const SAMPLES = Number(process.env.BENCH_BOMB_SAMPLES ?? 200);
const OTHER_UPLOADS = 5;

const letter = (n) =>
  onePagePdf(Buffer.from(`BT /F1 12 Tf 72 720 Td (Faktura ${n} bremseklodser og dækskifte) Tj ET`));

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
    const bomberCookie = await signIn(url, 'manager@example.com');
    const otherCookie = await signIn(url, 'manager2@example.com');
    other = connect(`ws://127.0.0.1:${port}/trpc`, url, otherCookie);
    const ownerOf = async (cookie) => {
      const ws = connect(`ws://127.0.0.1:${port}/trpc`, url, cookie);
      try {
        const page = await ws.client.documents.list.query({ limit: 1 });
        const item = page.items.find((d) => d.vehicleId);
        if (!item) throw new Error('no vehicle document in the demo data');
        return item.vehicleId;
      } finally {
        ws.close();
      }
    };
    const bomberVehicle = await ownerOf(bomberCookie);
    const otherVehicle = await ownerOf(otherCookie);
    const upload = async (cookie, vehicleId, body, fileName) => {
      const query = new URLSearchParams({
        fileName,
        ownerKind: 'vehicle',
        ownerId: vehicleId,
        type: 'other',
      });
      const t0 = performance.now();
      const response = await fetch(`${url}/api/documents/upload?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', origin: url, cookie },
        body,
      });
      const answer = await response.json();
      if (response.status !== 201)
        throw new Error(`upload answered ${response.status}: ${JSON.stringify(answer)}`);
      return { ms: performance.now() - t0, textStatus: answer.current.textStatus };
    };
    const list = () => other.client.documents.list.query({ limit: 20 });
    const health = async () => {
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
    };

    // Quiet: the same requests, and the other client's small PDF, with no bomb.
    for (let i = 0; i < 5; i += 1) await Promise.all([list(), health()]);
    log(`documents-bomb: ${SAMPLES} quiet samples…`);
    const quiet = { list: [], health: [] };
    for (let i = 0; i < SAMPLES; i += 1) {
      let t0 = performance.now();
      await list();
      quiet.list.push(performance.now() - t0);
      t0 = performance.now();
      await health();
      quiet.health.push(performance.now() - t0);
    }
    const quietUploads = [];
    for (let i = 0; i < OTHER_UPLOADS; i += 1)
      quietUploads.push((await upload(otherCookie, otherVehicle, letter(i), `faktura-${i}.pdf`)).ms);

    // Bombs: PARALLEL uploads at a time, back to back, until the samples are taken.
    const bomb = pdfBomb(BOMB_MB);
    log(
      `documents-bomb: ${(bomb.length / 1e6).toFixed(2)} MB PDFs inflating to ${BOMB_MB} MB, ${PARALLEL} at a time…`,
    );
    const rssBefore = rssOf(server.pid);
    let rssPeak = rssBefore;
    const rssTimer = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssOf(server.pid));
    }, 50);
    let inFlight = 0;
    let stop = false;
    const bombs = [];
    const bomber = async () => {
      while (!stop) {
        inFlight += 1;
        try {
          bombs.push(await upload(bomberCookie, bomberVehicle, bomb, 'bombe.pdf'));
        } finally {
          inFlight -= 1;
        }
      }
    };
    const bombers = Array.from({ length: PARALLEL }, () => bomber());
    while (inFlight < PARALLEL) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const loaded = { list: [], health: [] };
    const otherUploads = [];
    let discarded = 0;
    const timed = async (fn, into) => {
      const t0 = performance.now();
      await fn();
      // Only while a bomb is being uploaded or read (the uploads run back to back).
      if (inFlight > 0) into.push(performance.now() - t0);
      else discarded += 1;
    };
    const started = performance.now();
    for (let i = 0; loaded.list.length < SAMPLES || loaded.health.length < SAMPLES; i += 1) {
      await timed(list, loaded.list);
      await timed(health, loaded.health);
      if (i % Math.floor(SAMPLES / OTHER_UPLOADS) === 0 && otherUploads.length < OTHER_UPLOADS)
        otherUploads.push(await upload(otherCookie, otherVehicle, letter(100 + i), `faktura-${100 + i}.pdf`));
    }
    const loadedMs = performance.now() - started;
    stop = true;
    await Promise.all(bombers);
    clearInterval(rssTimer);
    const statuses = {};
    for (const b of bombs) statuses[b.textStatus] = (statuses[b.textStatus] ?? 0) + 1;
    return {
      postgres: cluster.version,
      bombBytes: bomb.length,
      bombMb: BOMB_MB,
      parallel: PARALLEL,
      quiet: {
        list: summarise(quiet.list),
        health: summarise(quiet.health),
        upload: summarise(quietUploads),
      },
      loaded: {
        list: summarise(loaded.list),
        health: summarise(loaded.health),
        upload: summarise(otherUploads.map((u) => u.ms)),
        uploadStatuses: otherUploads.map((u) => u.textStatus),
      },
      discarded,
      loadedMs,
      bombs: { count: bombs.length, statuses, ms: summarise(bombs.map((b) => b.ms)) },
      rss: { before: rssBefore, peak: rssPeak },
    };
  } finally {
    other?.close();
    await server.stop();
    await cluster.stop();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

function report(r) {
  const row = (label, loaded, quiet) => [
    label,
    `p50 ${ms(loaded.p50)}, p99 ${ms(loaded.p99)}`,
    `no bomb: p50 ${ms(quiet.p50)}, p99 ${ms(quiet.p99)}`,
    `${(loaded.p50 / quiet.p50).toFixed(1)}x, ${(loaded.p99 / quiet.p99).toFixed(1)}x`,
    '—',
    '—',
  ];
  const statuses = Object.entries(r.bombs.statuses)
    .map(([status, n]) => `${n} ${status}`)
    .join(', ');
  return {
    summary: [
      row("Another client's `documents.list` (20) while PDF bombs are read", r.loaded.list, r.quiet.list),
      row('`GET /healthz` while PDF bombs are read', r.loaded.health, r.quiet.health),
      row(
        "Another client's 1-page PDF upload while bombs queue (text read)",
        r.loaded.upload,
        r.quiet.upload,
      ),
    ],
    lines: [
      '## Documents: a PDF bomb and everyone else',
      '',
      `A throwaway PostgreSQL (${r.postgres}) and the real server (packages/server/dist/main.js) in its own process, seeded with the demo data. One client's manager uploads`,
      `PDFs of ${(r.bombBytes / 1e6).toFixed(2)} MB whose one flate stream inflates to ${r.bombMb} MB of zeros, ${r.parallel} at a time, back to back (${r.bombs.count} in ${(r.loadedMs / 1000).toFixed(1)} s of sampling: ${statuses};`,
      `each upload answered in p50 ${ms(r.bombs.ms.p50)}, max ${ms(r.bombs.ms.max)}, queueing included). Meanwhile another client's manager times \`documents.list\` over the WebSocket`,
      `and \`GET /healthz\`, ${r.loaded.list.samples} samples each, counted only while a bomb was in flight (${r.discarded} discarded), and uploads ${r.loaded.upload.samples} one-page PDFs`,
      `(text: ${r.loaded.uploadStatuses.join(', ')}); the baseline is the same ${r.quiet.list.samples} samples and ${r.quiet.upload.samples} uploads with no bomb. The server's RSS: ${mb(r.rss.before)} before the bombs, at most ${mb(r.rss.peak)} during them.`,
      'Before the PDF text moved to a worker thread, one such bomb held the event loop, and every request of every client, for 27 s.',
    ],
  };
}

const part = { name: 'documents-bomb', measure, report };
export default part;

if (isMain(import.meta.url)) await runPartAlone(part);
