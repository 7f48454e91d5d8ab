/**
 * Saves a fetched file under its name: an object address in a temporary download link. A plain
 * link to the API cannot do it: the file needs the bearer token.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
