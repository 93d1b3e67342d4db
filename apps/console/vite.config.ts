import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const backend = process.env.DHA_BACKEND ?? 'http://127.0.0.1:48080';

export default defineConfig({
  base: '/dha-center/',
  plugins: [react()],
  resolve: {
    // the console reads the contract types straight from source (no build of packages/contracts needed)
    alias: { '@dha/contracts': here('../../packages/contracts/src/index.ts') },
    // npm hoists react 18 to the root for Blueprint's peer ranges: bundle exactly one react (ours, 19)
    dedupe: ['react', 'react-dom'],
  },
  server: {
    port: 5173,
    fs: { allow: [here('../..')] },
    proxy: {
      '/admin-api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
