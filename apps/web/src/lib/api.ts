import { API_BASE } from './api-base';
import { createHttpClient } from './http';
import { clearCredentials, getToken } from './credentials';
import { FEATURED_URL, navigateTo } from './navigation';
import { toast } from './toast';

/** The app's one http client (SPEC §7): toasts through antd message, 401 → featured. */
export const http = createHttpClient({
  baseURL: API_BASE,
  getToken,
  clearCredentials,
  onUnauthorized: () => navigateTo(FEATURED_URL),
  notify: toast,
});

export const api = http.api;
