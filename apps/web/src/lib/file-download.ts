// Files behind the session (invoice PDFs, CSV exports): fetched with the Bearer
// header through the API client and saved from memory, so the token never goes
// into a URL.

/** What a download endpoint resolves to: the bytes as an object URL and a file name. */
export interface DownloadedFile {
  objectUrl: string;
  fileName: string;
}

/** The name in `Content-Disposition: attachment; filename="x.csv"` (or filename*=UTF-8''x). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed encoding: try the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * A `responseHandler` for RTK Query: the body as an object URL and the file name the
 * server gave; an error keeps its JSON body so the server's message is shown.
 */
export function fileResponseHandler(fallbackName: string) {
  return async (response: Response): Promise<DownloadedFile | unknown> => {
    if (!response.ok) return response.json().catch(() => null);
    const blob = await response.blob();
    return {
      objectUrl: URL.createObjectURL(blob),
      fileName: fileNameFrom(response.headers.get('content-disposition'), fallbackName),
    };
  };
}

/** Saves a downloaded file through a temporary link, then frees its memory. */
export function saveDownloadedFile({ objectUrl, fileName }: DownloadedFile): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the browser; a moment later they can go.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 1_000);
}
