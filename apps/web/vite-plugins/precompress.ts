import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Text formats worth compressing. Source maps are left out (only developer tools fetch them), and so are
 * woff/woff2 and images, whose formats are compressed already.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|ttf|otf)$/;
/** Below about a packet, a compressed copy saves nothing a visitor would notice. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `file`.br and `file`.gz next to it, each only when it is smaller than the file itself. */
async function precompressFile(file: string): Promise<void> {
  const data = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
}

/** Brotli and gzip copies of every compressible file of `dir` (recursively) of at least MIN_BYTES. */
export async function precompressDirectory(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const sizes = await Promise.all(files.map(async (file) => (await fs.stat(file)).size));
  await Promise.all(files.filter((_, i) => sizes[i] >= MIN_BYTES).map(precompressFile));
}

/**
 * Brotli and gzip copies of the built text assets, made once at build time at the highest levels so the
 * API sends them as they are (it picks one by Accept-Encoding) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'eps-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every chunk and the public folder's files are on disk.
    writeBundle: () => precompressDirectory(outDir),
  };
}
