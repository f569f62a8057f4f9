/** Saves a downloaded file through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser reads the URL after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A report's file name: the locale's base name and an extension from its type. */
export function reportFileName(base: string, mimeType: string): string {
  const extension = mimeType.includes('pdf')
    ? 'pdf'
    : mimeType.includes('spreadsheet') || mimeType.includes('excel')
      ? 'xlsx'
      : mimeType.includes('csv')
        ? 'csv'
        : mimeType.startsWith('text/')
          ? 'txt'
          : '';
  return extension ? `${base}.${extension}` : base;
}
