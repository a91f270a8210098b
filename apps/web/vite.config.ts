import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';

const src = fileURLToPath(new URL('./src', import.meta.url));
const contracts = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));
const pdfAnnotate = fileURLToPath(new URL('../../libs/pdf-annotate/src/', import.meta.url));

const CODEMIRROR_CORE =
  /\/node_modules\/(@codemirror\/(view|state|language|commands|streamparser)|@lezer\/(common|highlight|lr)|style-mod|w3c-keyname|crelt|@marijn\/find-cluster-break)\//;

const CONTRACTS = /\/(node_modules\/zod|libs\/contracts\/src)\//;

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      { find: /^@eps\/contracts$/, replacement: contracts },
      // The annotation model alone (the PDF annotator's state) and the save engine (loaded on save only).
      { find: /^@eps\/pdf-annotate\/model$/, replacement: `${pdfAnnotate}model.ts` },
      { find: /^@eps\/pdf-annotate$/, replacement: `${pdfAnnotate}index.ts` },
    ],
  },
  server: { proxy: { '/api': process.env.VITE_API_PROXY ?? 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // The editor core that both code-editing tools share gets a chunk named for what it is (Rollup
        // would name it after any one of its modules). Only node_modules code that the entry never
        // imports belongs here, or the entry would start loading it. Each tool's language (stex,
        // Python) stays in that tool's chunk.
        // Likewise the shared schemas and zod, which Rollup would name after one contract file.
        manualChunks: (id) =>
          CODEMIRROR_CORE.test(id) ? 'codemirror' : CONTRACTS.test(id) ? 'contracts' : undefined,
      },
    },
  },
});
