import { describe, expect, it } from 'vitest';
import { PICTURE } from '../../../schemas/entities/define';
import { acceptAttribute, fileRulesOf, filesOf, limitText, onlyImages, refusalOf } from './files';
import { makeField } from './testFields';

describe('file rules', () => {
  const pictures = fileRulesOf(makeField('Enclosure', { attr: { files: { ...PICTURE, max: 5 } } }));

  it('reads attr.files (extensions lower-cased, dots dropped)', () => {
    expect(fileRulesOf(makeField('Enclosure', { attr: { files: { accept: ['.PDF', 'Xlsx'], maxBytes: 0, max: 0 } } }))).toEqual({ accept: ['pdf', 'xlsx'], maxBytes: null, max: null });
    expect(fileRulesOf(makeField('Enclosure'))).toEqual({ accept: [], maxBytes: null, max: null });
    expect(acceptAttribute(pictures)).toBe('.jpg,.png,.jpeg');
    expect(onlyImages(pictures)).toBe(true);
  });

  it('says limits the way people do', () => {
    expect(limitText(2 * 1024 * 1024)).toBe('2MB');
    expect(limitText(30 * 1024 * 1024)).toBe('30MB');
    expect(limitText(500 * 1024)).toBe('500KB');
    expect(limitText(1536 * 1024)).toBe('1.50MB');
  });

  it('refuses by type, then size, then count', () => {
    expect(refusalOf({ name: 'a.GIF', size: 1 }, pictures, 0)).toBe('只能上传 JPG/PNG/JPEG 格式的文件');
    expect(refusalOf({ name: 'noext', size: 1 }, pictures, 0)).toBe('只能上传 JPG/PNG/JPEG 格式的文件');
    expect(refusalOf({ name: 'a.PNG', size: 2 * 1024 * 1024 + 1 }, pictures, 0)).toBe('图片大小不能超过 2MB');
    expect(refusalOf({ name: 'a.png', size: 2 * 1024 * 1024 }, pictures, 4)).toBeUndefined();
    expect(refusalOf({ name: 'a.png', size: 10 }, pictures, 5)).toBe('最多只能上传 5 个文件');
    expect(refusalOf({ name: 'a.bin', size: 11 }, { accept: [], maxBytes: 10, max: null }, 0)).toBe('文件大小不能超过 1KB');
  });

  it('keeps only stored-file shapes from a value', () => {
    const good = { id: 1, name: 'a.png', size: 1, path: '/files/1', fileSize: '1KB' };
    expect(filesOf([good, { id: '2', name: 'b', path: '/x' }, null, 'c'])).toEqual([good]);
    expect(filesOf('nope')).toEqual([]);
  });
});
