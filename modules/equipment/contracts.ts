// The equipment module's own calls beyond its documents' generic ones: generating check tasks by
// hand (the daily run does the same), declared once with their access.
import { z } from 'zod';
import { args, call, defineService } from '../../schemas/rpc/define';

const planPick = z
  .object({
    /** the plans to generate for (none: every enabled plan) */
    ids: z.array(z.number().int().positive()).max(1000).default([]),
    /** the day whose period is generated (default today): a calendar day (2026-02-30 is refused, not read as 2 March) */
    date: z.iso.date().optional(),
  })
  .passthrough();
export type PlanPick = z.input<typeof planPick>;

export const equipmentPlanService = defineService('equipment.Plan', {
  /** [{ids?, date?}]: the check tasks of the period holding `date`, once per plan, machine and period; answers how many were made */
  generateTasks: call<[PlanPick], { created: number; msg: string }>(args(['pick', planPick]), { page: 'equipment/plan', op: 'generate' }),
});
