/** Test harness: the client pages (or the whole app's route tree) under a live channel played by FakeSocket. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { LiveProvider } from '../../live';
import { fakeSockets } from '../../live/testing/fake-socket';
import { clientRoutes } from '../routes';

export function renderLiveClient(path: string, routes: RouteObject[] = clientRoutes) {
  const live = fakeSockets();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LiveProvider open={live.open}>
        <RouterProvider router={router} />
      </LiveProvider>
    </QueryClientProvider>,
  );
  const location = () => router.state.location.pathname;
  return { live, router, location };
}
