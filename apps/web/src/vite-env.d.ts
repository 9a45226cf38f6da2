/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin; empty means same origin (the server serves both the SPA and the API). */
  readonly VITE_API_BASE?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
