/**
 * The editor's auto-save, kept free of React so its timing can be tested with fake timers: changes
 * are debounced into one save of the whole draft, saves never overlap, each names the version it
 * edited, and a stale save (409) stops saving until the user decides between the server's version
 * and their own.
 */

export type TSaveStatus = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

export type TAutoSaverOptions<T> = {
  /** The version of the draft the editor opened. */
  version: number;
  /** The values as last loaded from the server; a change back to them needs no save. */
  initial: T;
  delayMs: number;
  /** Sends the values edited from `version`; answers the version the server now holds. */
  save(values: T, version: number): Promise<number>;
  isConflict(error: unknown): boolean;
  onStatus(status: TSaveStatus, error?: unknown): void;
  serialize?: (values: T) => string;
};

export type TAutoSaver<T> = {
  /** Records the latest values and (re)starts the debounce. */
  change(values: T): void;
  /** Saves what is waiting now, without waiting for the debounce; resolves when nothing is left. */
  flush(): Promise<void>;
  /** After a conflict: take the server's values and version, dropping what was not saved. */
  acceptServer(values: T, version: number): void;
  /** After a conflict: save the local values on top of the server's newer version. */
  overwrite(serverVersion: number): Promise<void>;
  status(): TSaveStatus;
  version(): number;
  hasUnsaved(): boolean;
  dispose(): void;
};

export function createAutoSaver<T>(options: TAutoSaverOptions<T>): TAutoSaver<T> {
  const serialize = options.serialize ?? ((values: T) => JSON.stringify(values));
  let version = options.version;
  let saved = serialize(options.initial);
  let waiting: T | undefined;
  let status: TSaveStatus = 'saved';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let disposed = false;

  const setStatus = (next: TSaveStatus, error?: unknown) => {
    status = next;
    if (!disposed) options.onStatus(next, error);
  };

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  // One save at a time. A change typed during a save waits for its own debounce, unless `force`
  // (an explicit flush) asks to send everything now.
  const drain = async (force: boolean) => {
    while (waiting !== undefined && status !== 'conflict' && !disposed) {
      if (!force && timer !== undefined) {
        setStatus('pending');
        return;
      }
      clearTimer();
      const values = waiting;
      const text = serialize(values);
      waiting = undefined;
      if (text === saved) {
        setStatus('saved');
        continue;
      }
      setStatus('saving');
      try {
        version = await options.save(values, version);
        saved = text;
        if (waiting === undefined) setStatus('saved');
      } catch (error) {
        // Keep the unsaved values unless newer ones already replaced them.
        waiting ??= values;
        setStatus(options.isConflict(error) ? 'conflict' : 'error', error);
        return;
      }
    }
  };

  const run = async (force: boolean): Promise<void> => {
    while (running) await running;
    running = drain(force).finally(() => {
      running = undefined;
    });
    await running;
  };

  const flush = () => {
    clearTimer();
    return run(true);
  };

  return {
    change(values) {
      if (disposed) return;
      waiting = values;
      if (status === 'conflict') return;
      clearTimer();
      if (serialize(values) === saved && !running) {
        waiting = undefined;
        setStatus('saved');
        return;
      }
      setStatus('pending');
      timer = setTimeout(() => {
        timer = undefined;
        void run(false);
      }, options.delayMs);
    },
    flush,
    acceptServer(values, serverVersion) {
      clearTimer();
      waiting = undefined;
      version = serverVersion;
      saved = serialize(values);
      setStatus('saved');
    },
    async overwrite(serverVersion) {
      version = serverVersion;
      setStatus('pending');
      await flush();
    },
    status: () => status,
    version: () => version,
    hasUnsaved: () => waiting !== undefined || status === 'saving',
    dispose() {
      clearTimer();
      disposed = true;
    },
  };
}
