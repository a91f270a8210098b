import fs from 'node:fs';
import path from 'node:path';
import { ASSET_NAME_PATTERN, type CompileAsset } from '@eps/contracts';

/**
 * Writes main.tex and the assets into a job directory. Names were validated by the API; they are
 * checked again here because the worker must not trust the queue, and every file is created new
 * (O_EXCL, never through an existing link).
 */
export function writeJobFiles(dir: string, latexCode: string, assets: CompileAsset[]): void {
  writeNew(dir, 'main.tex', Buffer.from(latexCode, 'utf8'));
  for (const asset of assets) {
    if (!ASSET_NAME_PATTERN.test(asset.name))
      throw new Error(`invalid asset name ${JSON.stringify(asset.name)}`);
    writeNew(dir, asset.name, Buffer.from(asset.base64, 'base64'));
  }
}

function writeNew(dir: string, name: string, data: Buffer): void {
  const flags = fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW;
  const fd = fs.openSync(path.join(dir, name), flags, 0o644);
  try {
    fs.writeSync(fd, data);
  } finally {
    fs.closeSync(fd);
  }
}
