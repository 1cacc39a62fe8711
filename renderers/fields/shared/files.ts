// Enclosure rules: accepted extensions, size per file, number of files (attr.files), checked by
// the shared file rules.
import { fileCountIssue, fileIssue, type FileLimits } from '../../../schemas/fieldTypes/rules';
import { formatFileSize } from '../../../schemas/files';
import type { UploadedFile } from '../../../schemas/rpc/portal';
import type { FieldMeta } from '../types';
import { limitText, ruleText } from './ruleText';
import { tf } from './text';

export type FileRules = FileLimits;
export { limitText };

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

/** Why a file may not be uploaded (type, size, count), or undefined. `already`: files the field holds or is uploading. */
export function refusalOf(file: { name: string; size: number }, rules: FileRules, already: number): string | undefined {
  const refused = fileIssue(file, rules);
  // a field of pictures says "picture"
  if (refused?.key === 'fileTooLarge' && onlyImages(rules)) return tf('imageTooLarge', { size: limitText(Number(refused.values.maxBytes)) });
  return ruleText(refused ?? fileCountIssue(already + 1, rules));
}

/** The stored files of a value; anything not shaped like an UploadedFile is left out. */
export function filesOf(value: unknown): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (f): f is UploadedFile => !!f && typeof f === 'object' && typeof (f as UploadedFile).id === 'number' && typeof (f as UploadedFile).name === 'string' && typeof (f as UploadedFile).path === 'string',
  );
}

export const sizeText = (file: UploadedFile) => file.fileSize || (typeof file.size === 'number' ? formatFileSize(file.size) : '');
