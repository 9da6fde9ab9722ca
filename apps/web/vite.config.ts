import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API (and the public invitation pages) run on port 3000 in development; Vite proxies them. */
const api = { target: 'http://127.0.0.1:3000', changeOrigin: false };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: { proxy: { '/api': api, '/u': api } },
  preview: { proxy: { '/api': api, '/u': api } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
