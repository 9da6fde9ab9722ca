import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoSaver, type TSaveStatus } from './auto-saver';

type TDraft = { name: string };

class Conflict extends Error {}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(save: (values: TDraft, version: number) => Promise<number>) {
  const statuses: TSaveStatus[] = [];
  const saver = createAutoSaver<TDraft>({
    version: 3,
    initial: { name: '' },
    delayMs: 800,
    save: vi.fn(save),
    isConflict: (error) => error instanceof Conflict,
    onStatus: (status) => statuses.push(status),
  });
  return { saver, statuses };
}

describe('createAutoSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for typing to pause, then saves the latest values once with the version it edited', async () => {
    const save = vi.fn((_values: TDraft, version: number) => Promise.resolve(version + 1));
    const { saver, statuses } = setup(save);

    saver.change({ name: 'R' });
    await vi.advanceTimersByTimeAsync(500);
    saver.change({ name: 'Ri' });
    await vi.advanceTimersByTimeAsync(500);
    saver.change({ name: 'Rina' });
    expect(save).not.toHaveBeenCalled();
    expect(saver.status()).toBe('pending');

    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ name: 'Rina' }, 3);
    expect(saver.version()).toBe(4);
    expect(saver.status()).toBe('saved');
    expect(statuses).toEqual(['pending', 'pending', 'pending', 'saving', 'saved']);
  });

  it('never sends two saves at once, and the next one carries the version the first returned', async () => {
    const first = deferred<number>();
    const save = vi
      .fn<(values: TDraft, version: number) => Promise<number>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce(5);
    const { saver } = setup(save);

    saver.change({ name: 'Rina' });
    await vi.advanceTimersByTimeAsync(800);
    expect(saver.status()).toBe('saving');

    saver.change({ name: 'Rina Ayu' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(1);

    first.resolve(4);
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ name: 'Rina Ayu' }, 4);
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.version()).toBe(5);
    expect(saver.status()).toBe('saved');
  });

  it('does not save values that equal what the server already holds', async () => {
    const save = vi.fn((_values: TDraft, version: number) => Promise.resolve(version + 1));
    const { saver } = setup(save);

    saver.change({ name: 'R' });
    saver.change({ name: '' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).not.toHaveBeenCalled();
    expect(saver.status()).toBe('saved');
  });

  it('flush sends what is waiting at once', async () => {
    const save = vi.fn((_values: TDraft, version: number) => Promise.resolve(version + 1));
    const { saver } = setup(save);

    saver.change({ name: 'Rina' });
    await saver.flush();
    expect(save).toHaveBeenCalledWith({ name: 'Rina' }, 3);
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('after a failure keeps the values and tries again with the next change', async () => {
    const save = vi
      .fn<(values: TDraft, version: number) => Promise<number>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(4);
    const { saver } = setup(save);

    saver.change({ name: 'Rina' });
    await vi.advanceTimersByTimeAsync(800);
    expect(saver.status()).toBe('error');
    expect(saver.hasUnsaved()).toBe(true);

    saver.change({ name: 'Rina A' });
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenLastCalledWith({ name: 'Rina A' }, 3);
    expect(saver.status()).toBe('saved');
  });

  describe('a stale save (409)', () => {
    async function reachConflict() {
      const save = vi
        .fn<(values: TDraft, version: number) => Promise<number>>()
        .mockRejectedValueOnce(new Conflict())
        .mockResolvedValueOnce(8);
      const { saver, statuses } = setup(save);
      saver.change({ name: 'Rina' });
      await vi.advanceTimersByTimeAsync(800);
      return { saver, statuses, save };
    }

    it('stops saving, even as the user keeps typing, until the user decides', async () => {
      const { saver, save } = await reachConflict();
      expect(saver.status()).toBe('conflict');

      saver.change({ name: 'Rina Ayu' });
      await vi.advanceTimersByTimeAsync(5000);
      expect(save).toHaveBeenCalledTimes(1);
      expect(saver.status()).toBe('conflict');
      expect(saver.hasUnsaved()).toBe(true);
    });

    it('taking the server version drops the local changes and continues from its version', async () => {
      const { saver, save } = await reachConflict();

      saver.acceptServer({ name: 'Rina dari tab lain' }, 7);
      expect(saver.status()).toBe('saved');
      expect(saver.hasUnsaved()).toBe(false);

      // The form reset to the server values reports them as a change: nothing to save.
      saver.change({ name: 'Rina dari tab lain' });
      await vi.advanceTimersByTimeAsync(800);
      expect(save).toHaveBeenCalledTimes(1);

      saver.change({ name: 'Rina lagi' });
      await vi.advanceTimersByTimeAsync(800);
      expect(save).toHaveBeenLastCalledWith({ name: 'Rina lagi' }, 7);
    });

    it('overwriting sends the latest local values on top of the server version', async () => {
      const { saver, save } = await reachConflict();
      saver.change({ name: 'Rina Ayu' });

      await saver.overwrite(7);
      expect(save).toHaveBeenCalledTimes(2);
      expect(save).toHaveBeenLastCalledWith({ name: 'Rina Ayu' }, 7);
      expect(saver.version()).toBe(8);
      expect(saver.status()).toBe('saved');
    });
  });
});
