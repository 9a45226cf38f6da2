/**
 * Where an image a member stores may come from (covers, vote option images, images in post
 * HTML, avatars): our own uploads, or an https host on the IMAGE_HOSTS allowlist. Any
 * other address would make every reader's browser fetch it: a tracking pixel that learns
 * who read what, a slow host that hangs the page, or a picture swapped after review.
 * docs/security-identity.md.
 */
export interface ImagePolicy {
  /** The site's origin (PUBLIC_URL): its absolute /uploads/ URLs are ours. */
  publicUrl: string;
  /** Host names (`cdn.example.com`) or suffix wildcards (`*.example.com`), lower case. */
  hosts: readonly string[];
}

/** Our uploads: /uploads/ then a path of safe characters… */
const OWN_UPLOAD = /^\/uploads\/[A-Za-z0-9._~\-/]+$/;
/** …with no `.` or `..` segment, which a browser would resolve out of the folder. */
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/** `/uploads/…` of ours as is, else null. */
export function ownUploadPath(src: string): string | null {
  return OWN_UPLOAD.test(src) && !DOT_SEGMENT.test(src) ? src : null;
}

function hostAllowed(host: string, hosts: readonly string[]): boolean {
  return hosts.some((h) =>
    h.startsWith('*.') ? host.endsWith(h.slice(1)) && host.length > h.length - 1 : host === h,
  );
}

/**
 * The stored form of an image URL, or null when it is not allowed: `/uploads/…` as is,
 * the site's own absolute upload URL made relative (it survives a change of domain), an
 * allowlisted https URL as given.
 */
export function allowedImageSource(raw: string, policy: ImagePolicy): string | null {
  const src = raw.trim();
  if (src.startsWith('/')) return ownUploadPath(src);
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const own = new URL(policy.publicUrl);
  if (url.origin === own.origin)
    return !url.search && !url.hash ? ownUploadPath(url.pathname) : null;
  if (url.protocol !== 'https:') return null;
  return hostAllowed(url.hostname.toLowerCase(), policy.hosts) ? src : null;
}
