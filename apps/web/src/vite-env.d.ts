/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin; empty means same origin (the server serves both the SPA and the API). */
  readonly VITE_API_BASE?: string;
  /** Hosts on which phones are sent to the mini program (SPEC §7 page redirect), comma separated. */
  readonly VITE_URL_LINK_HOSTS?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
