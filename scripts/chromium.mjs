// Debian's Chromium, as the end-to-end tests and the benchmarks launch it: Playwright cannot download a
// browser on these machines, and the flags keep a headless run from reaching out or needing a GPU.
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
