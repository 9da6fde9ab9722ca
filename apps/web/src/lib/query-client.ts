import { QueryClient } from '@tanstack/react-query';

/** The HTTP status of a failed call, read by shape so the query client needs no HTTP client. */
function statusOf(error: unknown): number | undefined {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** Answers the server gave on purpose (4xx) are not retried; network hiccups and 5xx are, twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => {
        const status = statusOf(error);
        return failures < 2 && !(status && status >= 400 && status < 500);
      },
    },
    mutations: { retry: false },
  },
});
