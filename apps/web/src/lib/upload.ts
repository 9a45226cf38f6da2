import { HTTP_TIMEOUT_MS, MSG, type Envelope } from '@xinke/shared';
import { API_BASE } from './api-base';
import { getToken } from './credentials';
import { toast } from './toast';

/** Uploads get longer than a JSON call: a 5 MB image on a slow uplink. */
const UPLOAD_TIMEOUT_MS = HTTP_TIMEOUT_MS * 4;

function parse(text: string): Partial<Envelope> | string {
  try {
    return JSON.parse(text) as Partial<Envelope>;
  } catch {
    return text;
  }
}

/**
 * Multipart upload (avatar, images) with progress. XMLHttpRequest, because fetch cannot
 * report upload progress. A failure shows the server's msg, or the response text, as an
 * error toast (SPEC §8 "Upload failure") and rejects.
 */
export function uploadFile<T>(
  url: string,
  field: string,
  file: File,
  onProgress?: (percent: number) => void,
  /** More request headers (the one-time x-upload-token of /web/common/image). */
  headers: Record<string, string> = {},
  /** 0 for none: a project's Gerber archive may take minutes on a slow uplink. */
  timeoutMs = UPLOAD_TIMEOUT_MS,
): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (text: string) => {
      toast.error(text || MSG.unknownError);
      reject(new Error(text || MSG.unknownError));
    };
    xhr.open('POST', `${API_BASE}${url}`);
    xhr.timeout = timeoutMs;
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (typeof body === 'object' && body.code === 0) resolve(body.data as T);
      else fail(typeof body === 'string' ? body : (body.msg ?? ''));
    };
    xhr.onerror = () => fail(MSG.timeout);
    xhr.ontimeout = () => fail(MSG.timeout);
    xhr.send(form);
  });
}
