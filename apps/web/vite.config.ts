import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { inlineSplashCss, lowPriorityScripts, precompress } from './vite-plugins.ts';

// In development the API runs on :3000 and Vite proxies to it; in production the API serves dist/.
export default defineConfig({
  plugins: [react(), tailwindcss(), inlineSplashCss(), lowPriorityScripts(), precompress()],
  // '@/lib/format' is apps/web/src/lib/format.ts: imports that leave their feature or folder say where they go.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/ai': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // Catalogs are named by language (hi-deliveries-....js, en-deliveries-....js): the bundle bench counts a
        // route's English ones in its first paint, and the Hindi ones as Hindi's cost.
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? '';
          if (id.includes('/i18n/hi/')) return 'assets/hi-domain-[hash].js';
          const catalog = /\/i18n\/locales\/(en|hi)\//.exec(id)?.[1];
          return catalog ? `assets/${catalog}-[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
