/** Lets the browser download a link the server handed out (it carries its own authorisation). */
export function triggerDownload(url: string, fileName?: string | null): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  if (fileName) anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
