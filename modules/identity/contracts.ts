// identity's call contracts under the names the server and web part use: identity.Rule and
// identity.Label are their page stacks' services (pages.ts), the shapes of their arguments and
// answers are call-shapes.ts; the designer's preview route stays here (a download over two pages,
// no record service of its own).
import { z } from 'zod';
import { args, call } from '../../schemas/rpc/define';
import { targetKind } from './call-shapes';
import type { TargetKind } from './labels/kinds';
import { LABEL_LIMITS, MAX_LAYOUT_CHARS } from './labels/layout';
import { DESIGNER_PAGE, identityPages as p, identityStacks } from './pages';

export { type Generation, generation, type IdentityFieldRow, type LabelTemplate, targetKind } from './call-shapes';

export const identityRule = identityStacks.Rule.service;

/** create [record]: a new template (its layout as JSON text or an object); update [record with id and version] */
export const identityLabel = identityStacks.Label.service;

/** POST [{width_mm, height_mm, layout, name?, target_kind?}]: a PDF of one label with the kind's sample values (the designer's 预览). */
export const LABEL_PREVIEW_URL = '/download/label-preview.pdf';
export const labelPreview = call<[{ width_mm: number; height_mm: number; layout: unknown; name?: string; target_kind?: TargetKind }], never>(
  args([
    'label',
    z.object({
      width_mm: z.number().min(LABEL_LIMITS.minMm).max(LABEL_LIMITS.maxMm),
      height_mm: z.number().min(LABEL_LIMITS.minMm).max(LABEL_LIMITS.maxMm),
      layout: z.union([z.string().max(MAX_LAYOUT_CHARS), z.object({}).loose()]),
      name: z.string().max(128).optional(),
      target_kind: targetKind.optional(),
    }),
  ]),
  { anyOf: [{ page: p.Label.url }, { page: DESIGNER_PAGE }] },
);
