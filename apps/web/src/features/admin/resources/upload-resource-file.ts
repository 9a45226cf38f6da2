import {
  MSG,
  RESOURCE_FILE_FIELD,
  adminResourceFileUpload,
  contractUrl,
  type AdminResource,
  type Envelope,
} from '@xinke/shared';
import { API_BASE } from '../../../lib/api-base';
import { getToken } from '../../../lib/credentials';

/**
 * Uploads one file to a resource with progress (XMLHttpRequest: fetch cannot report upload
 * progress). No timeout: 200 MB on a slow uplink takes minutes. Rejects with the server's
 * Chinese message.
 */
export function uploadResourceFile(
  resourceId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<AdminResource> {
  const form = new FormData();
  form.append(RESOURCE_FILE_FIELD, file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${contractUrl(adminResourceFileUpload.path, { id: resourceId })}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as Envelope<AdminResource>;
        if (body.code === 0) resolve(body.data);
        else reject(new Error(body.msg || MSG.unknownError));
      } catch {
        reject(new Error(MSG.unknownError));
      }
    };
    xhr.onerror = () => reject(new Error(MSG.timeout));
    xhr.send(form);
  });
}
