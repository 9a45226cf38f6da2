// First: the boot script is also its own early entry (vite/boot-script.ts); importing it here
// guarantees it has run, whichever of the two scripts the browser executes first, before any
// query of the app looks for its requests.
import './boot';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setNavigator } from '../lib/navigation';
import { entryStylesLoaded } from './entry-styles';
import { Providers } from './Providers';
import { router } from './router';

// The http client's 401 handling navigates inside the SPA rather than reloading.
setNavigator((to) => void router.navigate(to, { replace: true }));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// After the app's stylesheets (they no longer block the HTML's first paint): drawn before
// them, the page would jump into place. As a transition the first render is time-sliced:
// React yields to the browser every few milliseconds instead of blocking the main thread for
// the whole page (TBT on phones).
void entryStylesLoaded().then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  }),
);
