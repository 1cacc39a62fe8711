// The project module's own calls beyond its records' generic ones: a project's plan (tasks,
// milestones, dependencies, progress) read and saved whole, its documents and sums, and a won
// bid made into its project. Declared once with their access; the web client reads the types.
import { z } from 'zod';
import { args, call, defineService } from '../../schemas/rpc/define';

const id = z.number().int().positive();
const day = z.iso.date();

/** task: a bar with dates and progress; milestone: a day, done or not; group: a phase spanning its tasks */
export const TASK_TYPES = ['task', 'milestone', 'group'] as const;
export type PlanTaskType = (typeof TASK_TYPES)[number];

export const planTask = z.object({
  /** the task's key within its plan (stable across saves: dependencies and parents name it) */
  key: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1).max(128),
  type: z.enum(TASK_TYPES),
  parentKey: z.string().max(32).nullable().default(null),
  start: day,
  /** a milestone's end is its start */
  end: day,
  /** whole percent 0…100 (a group's is rolled up from its tasks when read) */
  progress: z.number().int().min(0).max(100).default(0),
  done: z.boolean().default(false),
  /** the keys of the tasks that must finish first (finish-to-start) */
  dependsOn: z.array(z.string().max(32)).max(50).default([]),
  /** the bar's colour on the chart (#rrggbb), none: the chart's own */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable()
    .default(null),
});
export type PlanTask = z.output<typeof planTask>;
export type PlanTaskInput = z.input<typeof planTask>;

export interface PlanView {
  project: { id: number; code: string; name: string; start: string; end: string; status: string };
  tasks: PlanTask[];
}

const planSave = z.object({ projectId: id, tasks: z.array(planTask).max(500) });
export type PlanSave = z.output<typeof planSave>;

export const projectPlan = defineService('project.Plan', {
  /** [{projectId}]: the plan as saved, tasks in their order */
  load: call<[{ projectId: number }], PlanView>(args(['pick', z.object({ projectId: id })]), { page: 'project/list' }),
  /** [{projectId, tasks}]: the whole plan replaces the saved one (dates inside the project's, no dependency cycle) */
  save: call<[PlanSave], PlanView>(args(['plan', planSave]), { page: 'project/list', op: 'plan' }),
});

/** A kind of document that carries a project (project_dict), and what of it the detail shows. */
export type DocumentGroup = 'orders' | 'deliveries' | 'costs';

export interface ProjectDocument {
  id: number;
  code: string;
  date: string | null;
  party: string | null;
  /** decimal text; null when the caller's role does not see the amount */
  amount: string | null;
  status: string | null;
}

export interface ProjectDocumentKind {
  entity: string;
  group: DocumentGroup;
  /** the document's list page (its detail opens from there) */
  page: string;
  /** how many the caller may see, and the latest of them */
  total: number;
  rows: ProjectDocument[];
  /** the sum of the audited ones the caller may see (decimal text) */
  sum: string;
}

export interface ProjectSums {
  budget: string;
  /** sale orders */
  ordered: string;
  /** sale deliveries */
  delivered: string;
  /** purchase orders */
  purchased: string;
  /** purchase arrivals, other expenses and expense claims */
  costs: string;
  /** budget − costs */
  remaining: string;
}

export interface ProjectDocuments {
  sums: ProjectSums;
  kinds: ProjectDocumentKind[];
}

export const projectDocs = defineService('project.Project', {
  /** [{projectId}]: the documents carrying the project (the caller's data scope) and their sums */
  documents: call<[{ projectId: number }], ProjectDocuments>(args(['pick', z.object({ projectId: id })]), { page: 'project/list' }),
});

const rowsPick = z.object({ ids: z.array(id).min(1).max(1) }).passthrough();

export const projectBid = defineService('project.Bid', {
  /** [{ids: [bidId]}] (the detail action's shape): a won bid's project, made with its customer and amount as budget */
  createProject: call<[{ ids: number[] }], { id: number; code: string; msg: string }>(args(['pick', rowsPick]), { page: 'project/bidList', op: 'createProject' }),
});
