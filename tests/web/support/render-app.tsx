import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { AppProvider } from '../../../web/src/app/provider';
import { routes } from '../../../web/src/app/router';
import { createQueryClient } from '../../../web/src/lib/query-client';

/** Renders the real route tree (layout, lazy screens, error boundaries) at the given URL. */
export const renderApp = (url = '/') => {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, user, router, queryClient };
};
