import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ChatDialogProvider, useChatDialog } from '../features/chat/chat-dialog-context';

/**
 * Renders a page at `url` as the router would (route `path` gives its params), with a
 * fresh query client (no retries) and the chat-dialog flag. Two probes show where the
 * page navigated and what the chat flag holds, as a reader would see their effects.
 */
function Probes() {
  const location = useLocation();
  const chat = useChatDialog();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <output data-testid="chat-flag">
        {chat.isOpen ? `open:${chat.target?.id ?? 'list'}` : 'closed'}
      </output>
    </>
  );
}

export function renderPage(
  element: ReactNode,
  { url, path = '*' }: { url: string; path?: string },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <ChatDialogProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path={path}
              element={
                <>
                  {element}
                  <Probes />
                </>
              }
            />
            <Route path="*" element={<Probes />} />
          </Routes>
        </MemoryRouter>
      </ChatDialogProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

export const currentLocation = () => screen.getByTestId('location').textContent;
export const chatFlag = () => screen.getByTestId('chat-flag').textContent;

/** A page of rows as the list endpoints answer it. */
export function pageOf<T>(rows: T[], current = 1, lastPage = rows.length ? 1 : 0, total?: number) {
  return {
    data: rows,
    paginate: {
      current_page: current,
      last_page: lastPage,
      total: total ?? rows.length,
      per_page: 10,
    },
  };
}
