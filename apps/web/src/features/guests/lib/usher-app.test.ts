import { describe, expect, it } from 'vitest';
import { loadedFiles } from './usher-app';

const entry = (name: string) => ({ name }) as PerformanceEntry;

describe('the files the usher page hands its service worker to keep', () => {
  it('keeps the build’s own files, fonts and icons of this origin, once each and in order', () => {
    expect(
      loadedFiles(
        [
          entry('https://undangin.test/assets/index-BX3k_a9Q.js'),
          entry('https://undangin.test/assets/inter-latin-wght-normal-Dx4kXJAl.woff2'),
          entry('https://undangin.test/theme-init.js'),
          entry('https://undangin.test/assets/index-BX3k_a9Q.js'),
          entry('https://undangin.test/assets/app-C1x2y3z4.css'),
          entry('https://undangin.test/favicon.svg'),
        ],
        'https://undangin.test',
      ),
    ).toEqual([
      '/assets/app-C1x2y3z4.css',
      '/assets/index-BX3k_a9Q.js',
      '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      '/favicon.svg',
      '/theme-init.js',
    ]);
  });

  it('leaves out the API, guests’ pages, other origins and what is not a file', () => {
    expect(
      loadedFiles(
        [
          entry('https://undangin.test/api/usher/roster'),
          entry('https://undangin.test/api/usher/manifest/abc.json'),
          entry('https://undangin.test/u/sekar-dimas/preview/1.jpg'),
          entry('https://cdn.example.test/assets/index-BX3k_a9Q.js'),
          entry('https://undangin.test/check-in/rahasia'),
        ],
        'https://undangin.test',
      ),
    ).toEqual([]);
  });
});
