import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The app's query cache settings; the server draws a member's page with a cache of its own (prerender.tsx). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });

export const queryClient = createQueryClient();
