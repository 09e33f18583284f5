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
    outDir: here('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/file': 'http://127.0.0.1:3000' },
  },
});
