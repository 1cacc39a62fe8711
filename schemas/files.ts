// File sizes as people read them (no zod here: the web imports it).

/** Under 1024 bytes shows 1KB, then KB, then MB with 2 decimals. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return '1KB';
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(2)}KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)}MB`;
}
