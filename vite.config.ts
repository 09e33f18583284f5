import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./src/client'),
  publicDir: here('./src/client/public'),
  plugins: [react()],
  resolve: {
    alias: {
      '@shared': here('./src/shared'),
      '@client': here('./src/client'),
    },
  },
  build: {
    outDir: process.env.CLIENT_DIR ?? here('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    // RISHTA_API points the dev proxy at another API server (e.g. one per developer or test run).
    proxy: {
      '/api': process.env.RISHTA_API ?? 'http://127.0.0.1:3000',
      '/file': process.env.RISHTA_API ?? 'http://127.0.0.1:3000',
    },
  },
});
