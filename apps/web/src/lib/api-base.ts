/** Where the API lives: same origin unless VITE_API_BASE says otherwise (dev against a remote). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';
