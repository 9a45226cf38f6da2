import v8 from 'node:v8';

/*
 * Imported first by main.ts, before the rest of the server loads. V8's optimize-for-size
 * mode collects the old generation sooner and grows it in smaller steps: a node holding
 * 10,000 sockets idles at about 230 MB RSS instead of about 330 MB, most of which was
 * garbage V8 had not yet needed to collect (`npm run bench:ws`, docs/letters.md), with the
 * event-loop delay and letter latency unchanged within the bench's noise. It cannot be put
 * in NODE_OPTIONS (Node refuses most V8 flags there), and a flag on the command line would
 * have to be repeated by every way the server is started.
 */
v8.setFlagsFromString('--optimize-for-size');
