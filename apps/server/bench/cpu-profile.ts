import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/** Reading a V8 CPU profile (the inspector's Profiler): self time per function and per package. */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
export interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time in ms per function and per package (node_modules/<pkg>, node:, our code). */
export function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const fn = new Map<string, number>();
  const pkg = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let total = 0;
  for (const [i, id] of samples.entries()) {
    const node = byId.get(id);
    const ms = (deltas[i] ?? 0) / 1000;
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^file:\/\//, '');
    const short = file.includes('node_modules/')
      ? file.slice(file.lastIndexOf('node_modules/') + 13)
      : file.replace(/^.*\/apps\/server\//, '').replace(/^.*\/packages\//, 'packages/');
    const key = `${functionName || '(anonymous)'}  ${short}:${lineNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + ms);
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
    const group = match?.[1] ?? (file === '' ? functionName || '(native)' : short.split('/')[0]);
    pkg.set(group ?? '?', (pkg.get(group ?? '?') ?? 0) + ms);
    total += ms;
  }
  return { fn, pkg, total };
}

export function printTop(
  title: string,
  times: Map<string, number>,
  total: number,
  n: number,
): void {
  console.log(`\n${title}`);
  const rows = [...times.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  for (const [name, ms] of rows) {
    console.log(
      `  ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(6)} ms  ${name}`,
    );
  }
}

/**
 * Runs `work` under the V8 sampling profiler of this process (every 200 µs) and prints
 * where its time went: by package, then the top functions by self time. With `dump`, the
 * profile is also written there (Chrome DevTools opens a .cpuprofile).
 */
export async function profiled<T>(
  title: string,
  work: () => Promise<T>,
  dump?: string,
): Promise<T> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    const result = await work();
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    if (dump) writeFileSync(dump, JSON.stringify(profile));
    const t = selfTimes(profile);
    printTop(`Self time by package, ${title} ((idle) is time waiting)`, t.pkg, t.total, 15);
    printTop(`Top functions by self time, ${title}`, t.fn, t.total, 25);
    return result;
  } finally {
    session.disconnect();
  }
}
