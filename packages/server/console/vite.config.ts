import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the Latchkey server at /console under a CSP of `default-src 'self'`: no inline script
// or style may appear in the output, so the module-preload polyfill (an inline helper) is off.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  server: {
    proxy: { '/v1': 'http://127.0.0.1:8080', '/api': 'http://127.0.0.1:8080' },
  },
});
