import { QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';

/** Answers the server gave on purpose (4xx) are not retried; network hiccups and 5xx are, twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => {
        const status = isAxiosError(error) ? error.response?.status : undefined;
        return failures < 2 && !(status && status >= 400 && status < 500);
      },
    },
    mutations: { retry: false },
  },
});
