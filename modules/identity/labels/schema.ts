// The checks of a label layout (server side: every save of a template, and the preview): its shape
// by zod, then what zod cannot say — ids unique, every element inside the label, text and codes
// with something to show, fields of the template's kind, pictures that are PNG or JPEG data URLs of
// at most 512 KB and 4096×4096 pixels. The first problem is refused with a message naming the element.
import { z } from 'zod';
import { ALL_FIELD_CODES, DEFAULT_KIND, isKindField, kindLabel, type TargetKind } from './kinds';
import { ELEMENT_TYPES, imageProblem, LABEL_LIMITS as L, type LabelLayout, MAX_LAYOUT_CHARS, ROTATIONS } from './layout';
import { type LabelLang, lm } from './messages';

const mm = z.number().finite().min(0).max(L.maxMm);
const fieldCodes = ALL_FIELD_CODES as [string, ...string[]];
const IMAGE_MESSAGE = { missing: 'noImage', type: 'imageType', size: 'imageSize', pixels: 'imagePixels' } as const;

export const labelElement = z.object({
  id: z.string().min(1).max(32),
  type: z.enum(ELEMENT_TYPES),
  x: mm,
  y: mm,
  w: mm,
  h: mm,
  text: z.string().max(L.maxText).optional(),
  field: z.enum(fieldCodes).optional(),
  fontSize: z.number().min(L.minFont).max(L.maxFont).optional(),
  bold: z.boolean().optional(),
  align: z.enum(['left', 'center', 'right']).optional(),
  lineWidth: z.number().min(0.05).max(L.maxLine).optional(),
  rotation: z.union(ROTATIONS.map((r) => z.literal(r)) as unknown as [z.ZodLiteral<0>, z.ZodLiteral<90>, z.ZodLiteral<180>, z.ZodLiteral<270>]).optional(),
  // the type, signature and decoded size are checked below (one message each)
  src: z.string().max(MAX_LAYOUT_CHARS).optional(),
}).superRefine((e, ctx) => {
  const problem = e.type === 'image' ? imageProblem(e.src) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['src'], message: IMAGE_MESSAGE[problem], params: { message: IMAGE_MESSAGE[problem] } });
});

export const labelLayout = z.object({ elements: z.array(labelElement).max(L.maxElements) });

const WHAT: Record<string, [string, string]> = {
  id: ['标识', 'id'],
  type: ['类型', 'type'],
  x: ['横坐标', 'x'],
  y: ['纵坐标', 'y'],
  w: ['宽度', 'width'],
  h: ['高度', 'height'],
  text: ['文本', 'text'],
  field: ['字段', 'field'],
  fontSize: ['字号', 'font size'],
  bold: ['粗体', 'bold'],
  align: ['对齐', 'alignment'],
  lineWidth: ['线宽', 'line width'],
  rotation: ['旋转角度', 'rotation'],
  src: ['图片', 'picture'],
};

function zodIssue(lang: LabelLang, issue: z.core.$ZodIssue): string {
  const [, n, key] = issue.path;
  if (issue.path[0] !== 'elements' || typeof n !== 'number' || typeof key !== 'string') {
    return issue.code === 'too_big' ? lm(lang, 'tooMany', { max: L.maxElements }) : lm(lang, 'notJson');
  }
  const own = (issue as { params?: { message?: (typeof IMAGE_MESSAGE)[keyof typeof IMAGE_MESSAGE] } }).params?.message;
  if (issue.code === 'custom' && own) return lm(lang, own, { n: n + 1 });
  // a data URL longer than any layout: too large a picture, said as such
  if (key === 'src' && issue.code === 'too_big') return lm(lang, 'imageSize', { n: n + 1 });
  const what = WHAT[key] ?? [key, key];
  const zh = lang === 'zh_CN';
  let text: string;
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const bound = String((issue as { minimum?: unknown; maximum?: unknown }).minimum ?? (issue as { maximum?: unknown }).maximum);
    const small = issue.code === 'too_small';
    text = zh ? `${small ? '不能小于' : '不能大于'} ${bound}` : `must be ${small ? 'at least' : 'at most'} ${bound}`;
  } else text = zh ? '不正确' : 'is not valid';
  return lm(lang, 'elementInvalid', { n: n + 1, what: zh ? what[0] : what[1], issue: text });
}

/** rounding of mm values a designer moves with the mouse: a hair over the edge still fits */
const EPSILON = 0.01;

/**
 * The layout of a `kind` label of `width` × `height` mm, checked: the layout, or the reason it is
 * refused (in the language; the caller wraps it in 标签布局无效：…).
 */
export function checkLayout(input: unknown, width: number, height: number, lang: LabelLang, kind: TargetKind = DEFAULT_KIND): { layout: LabelLayout } | { reason: string } {
  let value = input;
  if (typeof input === 'string') {
    if (input.length > MAX_LAYOUT_CHARS) return { reason: lm(lang, 'layoutTooLong', { max: MAX_LAYOUT_CHARS }) };
    try {
      value = JSON.parse(input);
    } catch {
      return { reason: lm(lang, 'notJson') };
    }
  }
  const parsed = labelLayout.safeParse(value);
  if (!parsed.success) return { reason: zodIssue(lang, parsed.error.issues[0]) };
  const layout = parsed.data as LabelLayout;
  const ids = new Set<string>();
  for (const [i, e] of layout.elements.entries()) {
    if (ids.has(e.id)) return { reason: lm(lang, 'duplicateId', { id: e.id }) };
    ids.add(e.id);
    if (e.x + e.w > width + EPSILON || e.y + e.h > height + EPSILON) return { reason: lm(lang, 'outside', { n: i + 1, width, height }) };
    if (e.field && !isKindField(kind, e.field)) return { reason: lm(lang, 'fieldNotOfKind', { n: i + 1, field: e.field, kind: kindWord(kind, lang) }) };
    if (!['line', 'rect', 'image'].includes(e.type) && !e.field && !(e.text ?? '').trim()) return { reason: lm(lang, 'noContent', { n: i + 1 }) };
  }
  return { layout };
}

/** A kind as a message names it: 库位, position. */
export const kindWord = (kind: TargetKind, lang: LabelLang) => (lang === 'en_US' ? kindLabel(kind, true).toLowerCase() : kindLabel(kind, false));
