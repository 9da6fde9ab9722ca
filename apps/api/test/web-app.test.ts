import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from './helpers/app';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `export const words = ${JSON.stringify('undangan '.repeat(400))};`;

/** A built web app as Vite leaves it: hashed assets with their .br and .gz copies. */
function writeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'undangin-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  const files = { 'index.html': INDEX, 'assets/index-abc123.js': SCRIPT };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
  }
  return dist;
}

describe('the built web app', () => {
  let ctx: TTestContext;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    ctx = await createTestContext({ webDist: dist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the compressed copy a browser accepts, as JavaScript', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('prefers Brotli, and sends the plain file to a client that accepts neither', async () => {
    const br = await ctx.request({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await ctx.request({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets, and revalidate the page itself', async () => {
    const asset = await ctx.request({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await ctx.request({
      method: 'GET',
      url: '/guests',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).not.toMatch(/immutable/);
    expect(gunzipSync(page.rawPayload).toString()).toBe(INDEX);
  });

  it('leaves the visitors’ home page to the server and every other page to the app', async () => {
    const home = await ctx.request({ method: 'GET', url: '/beranda' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>Atur daftar tamu dan sebar undangan pernikahanmu.</h1>');
    expect(home.body).not.toContain('<div id="root">');
    const slash = await ctx.request({ method: 'GET', url: '/beranda/?lang=en' });
    expect(slash.body).toContain('<html lang="en"');
    const app = await ctx.request({ method: 'GET', url: '/' });
    expect(app.body).toBe(INDEX);
  });
});
