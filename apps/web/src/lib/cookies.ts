/** Minimal document.cookie access; every cookie lives on path / so all /app pages share it. */

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
  }
  return undefined;
}

/** `expiresAt` is Unix seconds, as the server sends it (SPEC §3); omitted = session cookie. */
export function writeCookie(name: string, value: string, expiresAt?: number): void {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  if (expiresAt !== undefined) cookie += `; expires=${new Date(expiresAt * 1000).toUTCString()}`;
  document.cookie = cookie;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
