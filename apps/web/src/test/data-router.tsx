import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/**
 * `children` inside a data router, as the app renders pages (router.tsx): what needs one
 * (useBlocker, the unsaved-changes guard) works. The element is taken once, on the first
 * render; state inside it updates as usual.
 */
export function InDataRouter({ children, url = '/' }: { children: ReactNode; url?: string }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] }),
  );
  return <RouterProvider router={router} />;
}
