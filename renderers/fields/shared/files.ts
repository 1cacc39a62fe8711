// Enclosure rules: accepted extensions, size per file, number of files (attr.files).
import { formatFileSize } from '../../../schemas/files';
import type { UploadedFile } from '../../../schemas/rpc/portal';
import type { FieldMeta } from '../types';
import { tf } from './text';

export interface FileRules {
  /** lower-case extensions without the dot; empty: any */
  accept: string[];
  maxBytes: number | null;
  max: number | null;
}

/** shown as thumbnails; not SVG: it can carry script, and the server only offers it as a download */
const THUMBNAIL = /\.(jpe?g|png|gif|bmp|webp)$/i;
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg'];

export function fileRulesOf(field: FieldMeta): FileRules {
  const raw = (field.attr?.files ?? field.props?.files ?? null) as Partial<FileRules> | null;
  const accept = Array.isArray(raw?.accept) ? raw.accept.filter((e): e is string => typeof e === 'string').map((e) => e.replace(/^\./, '').toLowerCase()) : [];
  const positive = (n: unknown) => (typeof n === 'number' && n > 0 ? n : null);
  return { accept, maxBytes: positive(raw?.maxBytes), max: positive(raw?.max) };
}

export const isImageName = (name: string) => THUMBNAIL.test(name);
export const onlyImages = (rules: FileRules) => rules.accept.length > 0 && rules.accept.every((e) => IMAGE_EXTENSIONS.includes(e));

/** The input's accept attribute: '.jpg,.png,.jpeg'. */
export const acceptAttribute = (rules: FileRules) => rules.accept.map((e) => `.${e}`).join(',') || undefined;

/** A size limit as people say it: 2MB, 500KB (else the file-size display of spec §9). */
export function limitText(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes % MB === 0) return `${bytes / MB}MB`;
  if (bytes % 1024 === 0 && bytes < MB) return `${bytes / 1024}KB`;
  return formatFileSize(bytes);
}

/** Why a file may not be uploaded (type, size, count), or undefined. `already`: files the field holds or is uploading. */
export function refusalOf(file: { name: string; size: number }, rules: FileRules, already: number): string | undefined {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (rules.accept.length && !rules.accept.includes(ext)) return tf('fileType', { accept: rules.accept.map((e) => e.toUpperCase()).join('/') });
  if (rules.maxBytes !== null && file.size > rules.maxBytes) return tf(onlyImages(rules) ? 'imageTooLarge' : 'fileTooLarge', { size: limitText(rules.maxBytes) });
  if (rules.max !== null && already >= rules.max) return tf('tooManyFiles', { max: rules.max });
  return undefined;
}

/** The stored files of a value; anything not shaped like an UploadedFile is left out. */
export function filesOf(value: unknown): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (f): f is UploadedFile => !!f && typeof f === 'object' && typeof (f as UploadedFile).id === 'number' && typeof (f as UploadedFile).name === 'string' && typeof (f as UploadedFile).path === 'string',
  );
}

export const sizeText = (file: UploadedFile) => file.fileSize || (typeof file.size === 'number' ? formatFileSize(file.size) : '');
