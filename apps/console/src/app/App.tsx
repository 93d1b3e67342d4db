import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { configureApi } from '../api/http';
import { clearToastsOnNavigation, showToast } from '../api/toaster';
import { expiredPrompt } from '../auth/expired-prompt';
import { LiveProvider } from '../features/live/LiveProvider';
import { createAppRouter } from './router';

configureApi({ notify: showToast, onSessionExpired: () => expiredPrompt.open() });

export const queryClient = new QueryClient({
  defaultOptions: {
    // the API client already toasts errors; a failed query is not retried behind the user's back
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

const router = createAppRouter();
clearToastsOnNavigation(router);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveProvider>
        <RouterProvider router={router} />
      </LiveProvider>
    </QueryClientProvider>
  );
}
