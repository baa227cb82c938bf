import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/Providers';

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders one page inside the real providers and a memory router, as the app would. */
export function renderPage(element: ReactElement, path = '/', client = testQueryClient()) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
