import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, type TLoadingBarState } from './loading-bar';

describe('loading bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(random = () => 0.5) {
    const seen: TLoadingBarState[] = [];
    const bar = createLoadingBar((state) => seen.push(state), random);
    return { bar, seen };
  }

  it('starts at 10 with a buffer of 20', () => {
    const { bar } = setup();
    bar.start();
    expect(bar.getState()).toEqual({ visible: true, progress: 10, buffer: 20 });
  });

  it('rises by a random amount every 800 ms and not before', () => {
    const { bar } = setup(() => 0);
    bar.start();
    vi.advanceTimersByTime(799);
    expect(bar.getState().progress).toBe(10);
    vi.advanceTimersByTime(1);
    expect(bar.getState().progress).toBe(15);
    vi.advanceTimersByTime(800);
    expect(bar.getState().progress).toBe(20);
  });

  it('uses the random source for the size of each rise', () => {
    const { bar } = setup(() => 0.999);
    bar.start();
    vi.advanceTimersByTime(800);
    expect(bar.getState().progress).toBeCloseTo(24.99, 2);
  });

  it('holds at 82 once above 80 while still loading', () => {
    const { bar } = setup(() => 1);
    bar.start();
    vi.advanceTimersByTime(800 * 5);
    expect(bar.getState().progress).toBe(82);
    vi.advanceTimersByTime(800 * 20);
    expect(bar.getState().progress).toBe(82);
    expect(bar.getState().visible).toBe(true);
  });

  it('jumps to 100 when loading ends and resets after 300 ms', () => {
    const { bar } = setup();
    bar.start();
    vi.advanceTimersByTime(1600);
    bar.done();
    expect(bar.getState()).toMatchObject({ visible: true, progress: 100 });
    vi.advanceTimersByTime(299);
    expect(bar.getState().progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, progress: 0, buffer: 20 });
    vi.advanceTimersByTime(5000);
    expect(bar.getState().progress).toBe(0);
  });

  it('starts again from 10 when a new load begins during the reset', () => {
    const { bar } = setup();
    bar.start();
    bar.done();
    vi.advanceTimersByTime(100);
    bar.start();
    expect(bar.getState().progress).toBe(10);
    vi.advanceTimersByTime(400);
    expect(bar.getState()).toMatchObject({ visible: true, progress: 10 });
  });

  it('ignores done when nothing is loading', () => {
    const { bar, seen } = setup();
    bar.done();
    expect(seen).toEqual([]);
  });
});
