/**
 * Saves a fetched response as a download. Files that need the session or a guest token cannot be
 * plain links (those send no Authorization header), so they are fetched and handed over as a blob.
 */
export async function saveResponseAsFile(response: Response, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked a moment later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
