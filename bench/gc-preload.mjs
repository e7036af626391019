/**
 * Preloaded into the bench's server process (`node --expose-gc --import bench/gc-preload.mjs`), never in
 * production: on SIGUSR2 it collects garbage twice and writes `process.memoryUsage()` with a
 * sequence number to BENCH_MEMORY_FILE, so that memory per connection is compared between two
 * collected heaps rather than between two moments of the collector's own schedule.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
let sequence = 0;
if (file && typeof global.gc === 'function') {
  process.on('SIGUSR2', () => {
    global.gc();
    global.gc();
    sequence += 1;
    writeFileSync(file, JSON.stringify({ sequence, ...process.memoryUsage() }));
  });
}
