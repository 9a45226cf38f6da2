import { getToken } from '../lib/credentials';
import { startEarlyRequest } from '../lib/early-requests';
import { bootRequests } from './boot-requests';

/**
 * The first script of the page (index.html), tiny and free of React: it starts the
 * landing page's server requests at once, in parallel with the app's code, which takes
 * them over (lib/early-requests.ts) when its queries run.
 */
function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

const token = getToken();
for (const { url, largestImage } of bootRequests(new URL(window.location.href))) {
  const response = startEarlyRequest(url, token);
  if (!largestImage) continue;
  // A clone: the app reads the original body when it takes the request over.
  response
    .then((r) => (r.ok ? r.clone().json() : undefined))
    .then((body: unknown) => {
      const image = body === undefined ? undefined : largestImage(body);
      if (image) preloadImage(image);
    })
    .catch(() => undefined);
}
