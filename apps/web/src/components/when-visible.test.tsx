import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

/** A stand-in for the browser's IntersectionObserver that the test moves into view. */
class FakeObserver {
  static current: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WhenVisible', () => {
  it('keeps the placeholder until the part nears the viewport, then shows it for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <WhenVisible placeholder={<p>Memuat grafik…</p>}>
        <p>Grafik</p>
      </WhenVisible>,
    );
    const observer = FakeObserver.current as FakeObserver;
    expect(observer.options.rootMargin).toBe('100px');
    act(() => observer.enter(false));
    expect(screen.getByText('Memuat grafik…')).toBeInTheDocument();
    expect(screen.queryByText('Grafik')).not.toBeInTheDocument();
    act(() => observer.enter(true));
    expect(screen.getByText('Grafik')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('shows the part at once where the browser cannot tell what is visible', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible placeholder={<p>Memuat grafik…</p>}>
        <p>Grafik</p>
      </WhenVisible>,
    );
    expect(screen.getByText('Grafik')).toBeInTheDocument();
  });
});
