import { afterEach } from 'vitest';

/**
 * jsdom has no matchMedia, so MUI's useMediaQuery reads every screen as a wide one. This answers the
 * min-width and max-width queries MUI's breakpoints write as a screen `width` pixels wide would; the
 * original (none) comes back after each test.
 */
export function setScreenWidth(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) =>
      bound === 'min' ? width >= Number(px) : width <= Number(px),
    );
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});
