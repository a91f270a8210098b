/**
 * Saves `blob` as `fileName` through a temporary link. The object URL is revoked a little later rather
 * than at once, because some browsers read it only after the click has returned.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
