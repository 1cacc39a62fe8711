// Content-Disposition with the name in UTF-8 (RFC 6266 filename*) and a plain ASCII fallback for
// clients that do not read filename*.
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // RFC 5987 attr-char: encodeURIComponent leaves ' ( ) * as they are
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A file name every file system accepts: no path separators, reserved or control characters, at most 120 characters. */
export function safeFileName(name: string, fallback: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among what a file name may not hold
  return name.replace(/[\\/:*?"<>|\x00-\x1f]/g, '_').slice(0, 120) || fallback;
}
