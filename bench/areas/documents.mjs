/**
 * The documents' budgets (issue 31, docs/documents.md), on a real PostgreSQL and the real server
 * (packages/server/dist/main.js with DATABASE_URL, as bench/vehicles.mjs):
 * - a 20 MB PDF (BENCH_DOCUMENT_MB) uploaded to `POST /api/documents/upload` and downloaded from
 *   `GET /api/documents/files/<version>/original`: the server's memory growth (RSS sampled every
 *   20 ms during each call, against the RSS just before it) under 2x the chunk size (256 KiB), and
 *   a speed at least half that of sending the same bytes to, and fetching them from, a bare
 *   `node:http` server on loopback in its own process (the baseline, measured in the same run);
 * - with 100,000 documents (BENCH_DOCUMENTS, generate_series SQL, each with a version whose text
 *   is searched) in the client: `documents.list` searched by a registration and by a Danish word
 *   inside the files (p99 < 50 ms), and the list's first page unsearched, through the real API over
 *   the WebSocket, interleaved with one SQL `SELECT 1` round trip as the baseline.
 * - 100 small PDFs dropped on a vehicle's Documents tab (Upload Documents, then Upload) in Chromium
 *   against the built app (packages/app/dist, or BENCH_DOCUMENT_APP_DIST; `npm run build -w
 *   @vognpark/app` first), served by a second server process on the same database: every long
 *   task (PerformanceObserver `longtask`) from the drop until all 100 say Uploaded and the list has
 *   settled (budget: none over 50 ms). BENCH_DOCUMENT_SKIP=drop leaves it out.
 *
 * `node bench/areas/documents.mjs` runs it alone and replaces only its section of BENCHMARKS.md.
 */
import pg from 'pg';
import {
  demoManager,
  freePort,
  median,
  rssOf,
  signIn,
  spawnBounded,
  startApiServer,
  stopChild,
  timeInterleaved,
} from '../lib.mjs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { appDir, chromiumArgs, chromiumPath, serverDir, waitForHttp } from '../lib.mjs';
import { connect, startCluster } from '../vehicles.mjs';
import { isMain, runPartAlone } from './part.mjs';

const FILE_MB = Number(process.env.BENCH_DOCUMENT_MB ?? 20);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_DOCUMENT_SAMPLES ?? 200);
const TRANSFERS = Number(process.env.BENCH_DOCUMENT_TRANSFERS ?? 3);
const CHUNK = 256 * 1024;
const DROP_FILES = Number(process.env.BENCH_DOCUMENT_DROP ?? 100);
const APP_DIST = process.env.BENCH_DOCUMENT_APP_DIST ?? path.join(appDir, 'dist');
const SKIP = new Set((process.env.BENCH_DOCUMENT_SKIP ?? '').split(',').filter(Boolean));

/**
 * The 100-file drop: a second server on `databaseUrl` serving the built app, Chromium signed in as
 * the demo manager on `vehicleId`'s Documents tab, DROP_FILES small PDFs dropped on the upload
 * drawer and sent. Every long task from the drop until all say Uploaded and 2 s after.
 */
export async function measureDrop(databaseUrl, vehicleId, log) {
  if (!existsSync(path.join(APP_DIST, 'index.html')))
    throw new Error(`${APP_DIST} has no built app: npm run build -w @vognpark/app first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnBounded(
    process.execPath,
    [path.join(serverDir, 'dist/main.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        APP_DIST_DIR: APP_DIST,
        LOG_LEVEL: 'silent',
      },
    },
    15 * 60_000,
  );
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    await waitForHttp(`${url}/healthz`, 180_000);
    const cookie = await signIn(url, demoManager.email);
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' });
    const [name, value] = cookie.split(';')[0].split('=');
    await context.addCookies([{ name, value, domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__longTasks.push({ start: entry.startTime, ms: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${url}/manager/vehicles/${vehicleId}?tab=documents`, { waitUntil: 'networkidle' });
    const panel = page.getByRole('tabpanel', { name: 'Documents' });
    await panel.getByRole('button', { name: 'Upload Documents' }).click();
    const drawer = page.getByRole('dialog', { name: 'Upload Documents' });
    await drawer.waitFor();
    await page.waitForTimeout(1000);
    const files = Array.from({ length: DROP_FILES }, (_, i) => ({
      name: `bilag-${String(i + 1).padStart(3, '0')}.pdf`,
      base64: bigPdf(1500, `Bilag ${i + 1}`).toString('base64'),
    }));
    const transfer = await page.evaluateHandle((list) => {
      const dataTransfer = new DataTransfer();
      for (const file of list)
        dataTransfer.items.add(
          new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, {
            type: 'application/pdf',
          }),
        );
      return dataTransfer;
    }, files);
    log(`documents: dropping ${DROP_FILES} files in Chromium…`);
    const t0 = await page.evaluate(() => performance.now());
    const zone = page.getByTestId('drop-zone');
    await zone.dispatchEvent('dragover', { dataTransfer: transfer });
    await zone.dispatchEvent('drop', { dataTransfer: transfer });
    const pressAt = await page.evaluate(() => performance.now());
    await drawer.getByRole('button', { name: 'Upload', exact: true }).click();
    const list = drawer.getByRole('list', { name: 'Files' });
    const started = performance.now();
    for (;;) {
      const done = await list.getByText('Uploaded').count();
      const failed = await list.getByText(/refused|failed|could not/i).count();
      if (done + failed >= DROP_FILES) break;
      if (performance.now() - started > 10 * 60_000)
        throw new Error(`only ${done} of ${DROP_FILES} uploaded`);
      await page.waitForTimeout(200);
    }
    const doneAt = await page.evaluate(() => performance.now());
    const uploaded = await list.getByText('Uploaded').count();
    await page.waitForTimeout(2000);
    const tasks = (await page.evaluate(() => window.__longTasks)).filter((task) => task.start >= t0);
    return {
      files: DROP_FILES,
      uploaded,
      ms: doneAt - t0,
      longTasks: tasks.length,
      longestMs: Math.max(0, ...tasks.map((task) => task.ms)),
      over50: tasks.filter((task) => task.ms > 50).length,
      totalLongMs: tasks.reduce((sum, task) => sum + task.ms, 0),
      // When each long task began, from the drop; and when Upload was pressed.
      tasks: tasks.map((task) => ({ atMs: Math.round(task.start - t0), ms: task.ms })),
      pressAtMs: pressAt - t0,
    };
  } finally {
    await browser.close().catch(() => {});
    await stopChild(child);
  }
}

/**
 * A valid PDF of about `bytes`: one page saying `text`, and an unreferenced stream object of
 * incompressible filler (so its size is the file's, and nothing in it is text).
 */
export function bigPdf(bytes, text) {
  const filler = Buffer.alloc(Math.max(0, bytes - 1000));
  let x = 0x9e3779b9;
  for (let i = 0; i < filler.length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    filler[i] = x & 0xff;
  }
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets = [];
  let length = parts[0].length;
  const object = (n, body) => {
    offsets[n] = length;
    const chunk = Buffer.isBuffer(body) ? body : Buffer.from(`${n} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(chunk);
    length += chunk.length;
  };
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    3,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  );
  object(4, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  object(5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  object(
    6,
    Buffer.concat([
      Buffer.from(`6 0 obj\n<< /Length ${filler.length} >>\nstream\n`, 'latin1'),
      filler,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]),
  );
  const xref = [
    'xref',
    '0 7',
    '0000000000 65535 f ',
    ...offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    '<< /Size 7 /Root 1 0 R >>',
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** A bare HTTP server in its own process: POST drains the body, GET answers `size` bytes. */
const SINK = `
const http = require('node:http');
const size = Number(process.argv[1]);
const body = Buffer.alloc(size, 7);
const server = http.createServer((req, res) => {
  if (req.method === 'POST') { req.on('data', () => {}); req.on('end', () => { res.writeHead(201); res.end('{}'); }); return; }
  res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': size }); res.end(body);
});
server.listen(Number(process.argv[2]), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => process.exit(0));
`;

/** Runs `call` while sampling `pid`'s RSS every 20 ms: its time and the peak growth over `before`. */
async function withRss(pid, call) {
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => {
    const rss = rssOf(pid);
    if (rss > peak) peak = rss;
  }, 20);
  const t0 = performance.now();
  try {
    const result = await call();
    const rss = rssOf(pid);
    if (rss > peak) peak = rss;
    return { result, ms: performance.now() - t0, before, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

async function drain(response) {
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return bytes;
}

const best = (runs, key) => runs.reduce((a, b) => (b[key] < a[key] ? b : a))[key];
const worst = (runs, key) => runs.reduce((a, b) => (b[key] > a[key] ? b : a))[key];

async function measure({ log }) {
  const cluster = await startCluster();
  const file = bigPdf(FILE_MB * 1e6, 'Forsikringspolice Tryg 2026 kaskoforsikring');
  const sinkPort = await freePort();
  const sinkUrl = `http://127.0.0.1:${sinkPort}`;
  const sink = spawnBounded(
    process.execPath,
    ['-e', SINK, String(file.length), String(sinkPort)],
    {},
    30 * 60_000,
  );
  const server = await startApiServer(cluster.url, { maxMs: 30 * 60_000 });
  const { url, port } = server;
  const sql = new pg.Client({ connectionString: cluster.url });
  let manager;
  try {
    await server.ready;
    await new Promise((resolve) => sink.stdout.once('data', resolve));
    await sql.connect();
    const cookie = await signIn(url, demoManager.email);
    const [{ client_id: clientId }] = (
      await sql.query('SELECT client_id FROM users WHERE email = $1', [demoManager.email])
    ).rows;
    const [vehicle] = (
      await sql.query(
        `SELECT id, registration FROM vehicles WHERE client_id = $1 ORDER BY registration LIMIT 1`,
        [clientId],
      )
    ).rows;

    // Upload and download, each interleaved with the same bytes to and from the bare server.
    const upload = async () => {
      const query = new URLSearchParams({
        fileName: 'police.pdf',
        ownerKind: 'vehicle',
        ownerId: vehicle.id,
        type: 'insurance_policy',
        title: 'Forsikringspolice',
      });
      const response = await fetch(`${url}/api/documents/upload?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', origin: url, cookie },
        body: file,
      });
      const body = await response.json();
      if (response.status !== 201)
        throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
      return body;
    };
    const sinkUpload = async () => {
      const response = await fetch(`${sinkUrl}/`, { method: 'POST', body: file });
      await response.arrayBuffer();
    };
    log(`documents: ${TRANSFERS} uploads and downloads of a ${(file.length / 1e6).toFixed(1)} MB PDF…`);
    const warm = await upload();
    const versionId = warm.current?.id;
    if (!versionId) throw new Error(`no version id in ${JSON.stringify(Object.keys(warm))}`);
    const download = async () => {
      const response = await fetch(`${url}/api/documents/files/${versionId}/original?download=1`, {
        headers: { cookie },
      });
      if (response.status !== 200) throw new Error(`download answered ${response.status}`);
      const bytes = await drain(response);
      if (bytes !== file.length) throw new Error(`download gave ${bytes} of ${file.length} bytes`);
    };
    const sinkDownload = async () => drain(await fetch(`${sinkUrl}/`));
    await download();
    await sinkUpload();
    await sinkDownload();
    const pid = server.pid;
    const baselineRss = rssOf(pid);
    const uploads = [];
    const downloads = [];
    const loopUp = [];
    const loopDown = [];
    for (let i = 0; i < TRANSFERS; i += 1) {
      uploads.push(await withRss(pid, upload));
      loopUp.push(await withRss(sink.pid, sinkUpload));
      downloads.push(await withRss(pid, download));
      loopDown.push(await withRss(sink.pid, sinkDownload));
    }
    const transfer = {
      bytes: file.length,
      baselineRss,
      upload: {
        ms: median(uploads.map((r) => r.ms)),
        growth: worst(uploads, 'growth'),
        best: best(uploads, 'ms'),
      },
      download: {
        ms: median(downloads.map((r) => r.ms)),
        growth: worst(downloads, 'growth'),
        best: best(downloads, 'ms'),
      },
      loopUp: { ms: median(loopUp.map((r) => r.ms)) },
      loopDown: { ms: median(loopDown.map((r) => r.ms)) },
      runs: TRANSFERS,
    };
    log(
      `documents: upload ${transfer.upload.ms.toFixed(0)} ms (loopback ${transfer.loopUp.ms.toFixed(0)}), download ${transfer.download.ms.toFixed(0)} ms (loopback ${transfer.loopDown.ms.toFixed(0)})`,
    );

    // Search over many documents: each a vehicle's, with a version whose text is searched.
    log(`documents: inserting ${DOCUMENTS.toLocaleString('en')} documents…`);
    const insertStart = performance.now();
    const [{ original_blob_id: blobId }] = (
      await sql.query('SELECT original_blob_id FROM document_versions WHERE id = $1', [versionId])
    ).rows;
    await sql.query('BEGIN');
    await sql.query(
      `CREATE TEMP TABLE bench_docs ON COMMIT DROP AS
       SELECT g, gen_random_uuid() AS id, gen_random_uuid() AS version_id, v.ids[1 + (g % array_length(v.ids, 1))] AS vehicle_id
       FROM generate_series(1, $2::int) AS g,
            (SELECT array_agg(id ORDER BY id) AS ids FROM vehicles WHERE client_id = $1) AS v`,
      [clientId, DOCUMENTS],
    );
    await sql.query(
      `INSERT INTO documents (id, client_id, owner_kind, owner_id, vehicle_id, type, title, number, issued_on, expires_on, search)
       SELECT id, $1, 'vehicle', vehicle_id, vehicle_id,
              (ARRAY['registration_certificate','insurance_policy','leasing_contract','service_invoice','other'])[1 + (g % 5)],
              (ARRAY['Registreringsattest','Forsikringspolice','Leasingkontrakt','Værkstedsfaktura','Bilag'])[1 + (g % 5)] || ' ' || g,
              'N-' || g, current_date - (g % 700), current_date - (g % 700) + 365 + (g % 200), ''::tsvector
       FROM bench_docs`,
      [clientId],
    );
    await sql.query(
      `INSERT INTO document_versions (id, document_id, client_id, version, file_name, content_type, size, sha256, original_blob_id, text)
       SELECT version_id, id, $1, 1, 'bilag-' || g || '.pdf', 'application/pdf', 1000, md5(g::text) || md5(g::text), $2,
              'Faktura nr. ' || g || ' for ' || (ARRAY['dækskifte og afbalancering','olieskift og filtre','bremseklodser foran','forsikring kasko','syn og omsyn','rudeskade'])[1 + (g % 6)]
              || ' kilometerstand ' || (g * 37 % 250000) || ' kroner ' || (g % 9000)
       FROM bench_docs`,
      [clientId, blobId],
    );
    await sql.query(
      `UPDATE documents d SET current_version_id = b.version_id FROM bench_docs b WHERE d.id = b.id`,
    );
    await sql.query(
      `UPDATE documents d SET search = document_search_vector(d.id) FROM bench_docs b WHERE d.id = b.id`,
    );
    await sql.query('COMMIT');
    await sql.query('ANALYZE documents');
    await sql.query('ANALYZE document_versions');
    const insertMs = performance.now() - insertStart;
    const [{ n: totalDocuments }] = (
      await sql.query('SELECT count(*)::int AS n FROM documents WHERE client_id = $1', [clientId])
    ).rows;
    manager = connect(`ws://127.0.0.1:${port}/trpc`, url, cookie);
    const plate = vehicle.registration;
    const written = plate.replace(/^([A-Z]{2})(\d{2})(\d{3})$/, '$1 $2 $3');
    const word = 'bremseklodser';
    const hits = {
      plate: (await manager.client.documents.list.query({ q: written })).items.length,
      word: (await manager.client.documents.list.query({ q: word })).items.length,
    };
    log(`documents: search (${hits.plate} and ${hits.word} on the first pages), ${SAMPLES} samples…`);
    const search = await timeInterleaved(SAMPLES, {
      plate: () => manager.client.documents.list.query({ q: written }),
      word: () => manager.client.documents.list.query({ q: word }),
      page: () => manager.client.documents.list.query({}),
      sqlOne: () => sql.query('SELECT 1'),
    });
    let drop = null;
    if (!SKIP.has('drop')) {
      manager.close();
      manager = null;
      drop = await measureDrop(cluster.url, vehicle.id, log);
      log(
        `documents: ${drop.uploaded} of ${drop.files} uploaded in ${drop.ms.toFixed(0)} ms, ${drop.over50} tasks over 50 ms (longest ${drop.longestMs.toFixed(0)} ms)`,
      );
    }
    return {
      postgres: cluster.version,
      transfer,
      drop,
      search: { documents: totalDocuments, insertMs, plateText: written, wordText: word, hits, ...search },
    };
  } finally {
    manager?.close();
    await sql.end().catch(() => {});
    await server.stop();
    await stopChild(sink);
    await cluster.stop();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const mbps = (bytes, t) => `${(bytes / 1e6 / (t / 1000)).toFixed(0)} MB/s`;
const met = (ok) => (ok ? 'met' : '**MISSED**');

function report(r) {
  const { transfer: t, search } = r;
  const size = mb(t.bytes);
  const transferRow = (label, run, loop) => {
    const speed = loop.ms / run.ms;
    return [
      `${label} of a ${size} PDF (median of ${t.runs}), server RSS growth (worst)`,
      `${mbps(t.bytes, run.ms)}, +${kib(run.growth)}`,
      `loopback ${mbps(t.bytes, loop.ms)}; chunk ${kib(CHUNK)}`,
      `${speed.toFixed(2)}x the speed, ${(run.growth / CHUNK).toFixed(1)}x the chunk`,
      '≥ 0.5x, < 2x',
      met(speed >= 0.5 && run.growth < 2 * CHUNK),
    ];
  };
  const n = search.documents.toLocaleString('en');
  const searchRow = (label, figure, budget) => [
    `${label}, ${n} documents (p99, API)`,
    ms(figure.p99),
    `SQL \`SELECT 1\` ${ms(search.sqlOne.p99)}`,
    `${(figure.p99 / search.sqlOne.p99).toFixed(0)}x`,
    budget === undefined ? '—' : `< ${budget} ms`,
    budget === undefined ? '—' : met(figure.p99 < budget),
  ];
  const summary = [
    transferRow('Upload', t.upload, t.loopUp),
    transferRow('Download', t.download, t.loopDown),
    searchRow(`Search by registration "${search.plateText}"`, search.plate, 50),
    searchRow(`Search by a word in the files "${search.wordText}"`, search.word, 50),
    searchRow("The list's first page, unsearched", search.page),
    ...(r.drop
      ? [
          [
            `A ${r.drop.files}-file drop on a vehicle's Documents tab (Chromium), the longest task`,
            ms(r.drop.longestMs),
            `${r.drop.over50} tasks over 50 ms of ${r.drop.longTasks} long ones`,
            '—',
            '< 50 ms',
            met(r.drop.over50 === 0),
          ],
        ]
      : []),
  ];
  return {
    summary,
    lines: [
      '## Documents: transfers and search',
      '',
      `A throwaway PostgreSQL (${r.postgres}) and the real server (packages/server/dist/main.js, \`DATABASE_URL\` set) in its own process, seeded with the demo data.`,
      `Transfers: a ${size} PDF (one page of text and an incompressible filler stream) sent to \`POST /api/documents/upload\` as a vehicle's new insurance policy, and fetched whole from`,
      `\`GET /api/documents/files/<version>/original\`, ${t.runs} times each after one warm-up (the server's RSS ${mb(t.baselineRss)} then), each followed by the same bytes sent to and fetched from`,
      `a bare \`node:http\` server in its own process on loopback (the baseline). The server's RSS is sampled every 20 ms during each call; growth is the peak over the RSS just before it.`,
      `Upload median ${ms(t.upload.ms)} (best ${ms(t.upload.best)}), loopback ${ms(t.loopUp.ms)}; download median ${ms(t.download.ms)} (best ${ms(t.download.best)}), loopback ${ms(t.loopDown.ms)}.`,
      '',
      `Search: ${n} documents in the client (inserted with \`generate_series\` in ${(search.insertMs / 1000).toFixed(1)} s, each with a version whose text names a repair, vectors made by`,
      `\`document_search_vector\`, then \`ANALYZE\`), spread over the client's vehicles. \`documents.list\` through the WebSocket, interleaved with a \`SELECT 1\` round trip,`,
      `${search.page.samples} samples each after 5 warm-ups: by registration p50 ${ms(search.plate.p50)}, by word p50 ${ms(search.word.p50)}, first page p50 ${ms(search.page.p50)}.`,
      ...(r.drop
        ? [
            '',
            `Drop: ${r.drop.files} PDFs of 1.5 kB dropped on the upload drawer of a vehicle's Documents tab in headless Chromium against the built app (a second server process on`,
            `the same database), then Upload: ${r.drop.uploaded} uploaded in ${(r.drop.ms / 1000).toFixed(1)} s; long tasks (PerformanceObserver \`longtask\`) from the drop until 2 s after the last:`,
            `${r.drop.longTasks}, ${r.drop.over50} over 50 ms, the longest ${ms(r.drop.longestMs)}, ${ms(r.drop.totalLongMs)} in all.`,
          ]
        : ['The 100-file drop in the browser was left out (BENCH_DOCUMENT_SKIP=drop).']),
    ],
  };
}

const part = { name: 'documents', measure, report };
export default part;

if (isMain(import.meta.url)) await runPartAlone(part);
