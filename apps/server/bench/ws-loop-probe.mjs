/*
 * Preloaded into each bench server process (`node --import ./bench/ws-loop-probe.mjs
 * dist/main.js`, ws-setup.ts): the server's own event-loop delay, which the bench cannot
 * see from outside. Bench-only: production never loads it. The bench asks over the IPC
 * channel ('loop-delay') and gets the delay and the time spent collecting garbage
 * since its last question, in ms, and the heap now.
 */
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
// Time spent in garbage collection (ms), the price of a smaller heap (src/heap-mode.ts).
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });
const ms = (ns) => Math.round(ns / 1e4) / 100;

process.on('message', (message) => {
  if (message !== 'loop-delay') return;
  const { heapUsed, heapTotal, external } = process.memoryUsage();
  process.send?.({
    loopDelay: {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    },
    gcMs: Math.round(gcMs),
    // What the RSS is made of: V8's heap (used and reserved) and memory outside it.
    memory: { heapUsed, heapTotal, external },
  });
  histogram.reset();
  gcMs = 0;
});
// The channel must not keep a server alive that was told to stop.
process.channel?.unref();
