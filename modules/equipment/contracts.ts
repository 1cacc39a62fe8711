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

/** A machine variable's newest value, as the Hmi's 设备状态 shows it. */
export interface MachineSignal {
  variableId: number;
  code: string;
  name: string;
  unit: string | null;
  /** RunState, GoodCount, BadCount, Temperature, SpindleLoad or null (a variable standing for no signal) */
  signal: string | null;
  /** decimal text (exact) */
  value: string;
  /** 'H' above the high limit, 'L' below the low limit, null within */
  flag: string | null;
  at: string;
}

/** One machine on the Hmi's 设备状态: its two kept statuses, its running state and today's parts from its signals, and its newest values. */
export interface MachineLive {
  id: number;
  code: string;
  name: string;
  /** 0 initial, 1 normal, 2 stopped, 4 fault (scrapped machines are not shown) */
  equipmentStatus: string;
  /** Running, Stopped, Offline or NotConnected (iot RUN_STATES) */
  runState: string;
  goodToday: string;
  badToday: string;
  signals: MachineSignal[];
}

const liveQuery = z.object({
  /** the machines wanted (the terminal's machine); none: every machine the caller sees, by code */
  ids: z.array(z.number().int().positive()).max(100).optional(),
});

export const equipmentMachineService = defineService('equipment.Machine', {
  /** [{ids?}]: the machines' live state for 设备状态 (the report page's access and its rows' visibility) */
  live: call<[z.input<typeof liveQuery>], MachineLive[]>(args(['query', liveQuery]), { page: 'equipment/MachineStatus' }),
});
