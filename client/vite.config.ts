import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const shared = fileURLToPath(new URL('../shared/src', import.meta.url));
// The dev server forwards API and socket traffic to a gateway (GATEWAY_URL, default the one of npm start).
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  // shared/ is compiled to CommonJS for Node; the browser bundle takes its TypeScript sources instead.
  // The shell imports subpaths (`@covers/shared/i18n/en_US`) so the first screen does not carry zod schemas.
  resolve: {
    alias: [
      { find: /^@covers\/shared$/, replacement: `${shared}/index.ts` },
      { find: /^@covers\/shared\/(.*)$/, replacement: `${shared}/$1` },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': gateway,
      '/socket.io': { target: gateway, ws: true },
      '/yjs': { target: gateway, ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1200 },
});
