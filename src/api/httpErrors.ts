import type { TFunction } from 'i18next';

const KNOWN = new Set([400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505]);

/** The text for an HTTP error status (400 request error, 401 log in again … ; 404 names the URL). */
export function httpErrorText(t: TFunction, status: number, url: string): string {
  if (KNOWN.has(status)) return t(`http.${status}`, { url });
  return t('http.other', { status });
}
