import { resourceDowncert, type ResourceFile } from '@xinke/shared';
import { api } from '../../lib/api';
import { API_BASE } from '../../lib/api-base';

/**
 * Downloads one file of a resource with progress (docs/resources.md): asks for a ticket,
 * reads the ticketed URL as a stream and reports the percent, then saves the bytes under
 * the file's name. If the connection drops, it asks for a fresh ticket and resumes with a
 * Range request from the bytes it already has (If-Range on the ETag, so a replaced file
 * restarts instead of mixing two files). Keeping the bytes in memory until the end is what
 * lets the page show progress and resume; files are at most 200 MB.
 */
export async function downloadWithProgress(
  resourceId: number,
  file: ResourceFile,
  onProgress: (percent: number) => void,
  save: (blob: Blob, name: string) => void = saveBlob,
): Promise<void> {
  const chunks: Uint8Array[] = [];
  let received = 0;
  let etag: string | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const ticket = await api(resourceDowncert, { id: resourceId, file_id: file.id });
    const headers: Record<string, string> = {};
    if (received > 0) {
      headers.Range = `bytes=${received}-`;
      if (etag) headers['If-Range'] = etag;
    }
    try {
      const res = await fetch(`${API_BASE}${ticket.url}`, { headers });
      if (!res.ok || !res.body) throw new Error(`download ${res.status}`);
      if (res.status === 200 && received > 0) {
        // The server sent the whole file again: start over.
        chunks.length = 0;
        received = 0;
      }
      etag = res.headers.get('etag');
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.length;
        onProgress(Math.min(100, Math.floor((received / ticket.size) * 100)));
      }
      if (received >= ticket.size) {
        save(new Blob(chunks as BlobPart[]), ticket.name);
        return;
      }
    } catch (err) {
      if (attempt === 2) throw err;
    }
  }
  throw new Error('download incomplete');
}

/** Hands the bytes to the browser's "save as" through a temporary object URL. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
