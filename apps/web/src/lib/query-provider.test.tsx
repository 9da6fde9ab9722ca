import { useQuery } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDataLoading } from './data-loading';
import QueryProvider from './query-provider';

function Reader({ load, background = false }: { load: () => Promise<string>; background?: boolean }) {
  useQuery({ queryKey: ['reader', background], queryFn: load, meta: { background } });
  return null;
}

describe('QueryProvider', () => {
  it('tells the loading bar while a screen loads data it has not shown yet, not while it refreshes', async () => {
    const bar = renderHook(() => useDataLoading());
    let finish: (value: string) => void = () => undefined;
    const view = render(
      <QueryProvider>
        <Reader load={() => new Promise((resolve) => (finish = resolve))} />
        <Reader background load={() => new Promise(() => undefined)} />
      </QueryProvider>,
    );
    await waitFor(() => expect(bar.result.current).toBe(true));
    await act(async () => finish('data'));
    await waitFor(() => expect(bar.result.current).toBe(false));
    view.unmount();
  });
});
