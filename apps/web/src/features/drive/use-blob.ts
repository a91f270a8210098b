import { useEffect, useState } from 'react';

/** A blob's text as UTF-8 (FileReader, which every browser and jsdom have). */
export function readBlobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(blob, 'utf-8');
  });
}

/** The text of a blob once read: null before the first is read, then the last one read until the next is. */
export function useBlobText(blob: Blob | undefined): string | null {
  const [read, setRead] = useState<{ blob: Blob; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    if (blob) void readBlobText(blob).then((text) => live && setRead({ blob, text }));
    return () => {
      live = false;
    };
  }, [blob]);
  return read ? read.text : null;
}

/** An object URL for a blob, revoked when the blob changes or the component goes away. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
