// Kysely types of the flow tables (migration 018-flow). Merged into the core's DB type by declaration
// merging below, so the core's types never import the module.
import type { ColumnType, Generated } from 'kysely';

type Ts = ColumnType<Date, Date | string | undefined, Date | string>;
type TsNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T = unknown> = ColumnType<T, string | T | undefined, string | T>;

export type TaskStatus = 'running' | 'waitBefore' | 'approving' | 'approve' | 'reject' | 'return' | 'cancel' | 'revoke';
export type ExecutionKind = 'root' | 'token' | 'scope' | 'miRoot' | 'miItem';
export type ExecutionState = 'active' | 'wait' | 'join';
export interface MiCounters {
  total: number;
  completed: number;
  active: number;
  /** the collection's elements (sequential: the ones still to come are taken from here) */
  items: unknown[];
  next: number;
}

export interface FlowTables {
  flow_category: { id: Generated<number>; tenant_id: string; code: string; name: string; sn: Generated<number>; remark: string | null; create_dt: Generated<Date> };
  flow_definition: {
    id: string;
    tenant_id: string;
    key: string;
    name: string;
    category: string | null;
    version: number;
    xml: string;
    svg: string | null;
    suspended: Generated<boolean>;
    form_id: number | null;
    deploy_time: Ts;
    deployed_by: string | null;
  };
  flow_binding: { tenant_id: string; entity_code: string; def_key: string };
  flow_instance: {
    id: string;
    tenant_id: string;
    def_id: string;
    parent_instance_id: string | null;
    parent_execution_id: string | null;
    name: string;
    status: 'Ongoing' | 'Finish' | 'Reject' | 'Cancel';
    entity_code: string | null;
    receipt_id: number | null;
    receipt_code: string | null;
    start_user_id: number;
    start_user_name: string;
    start_dept_id: number | null;
    start_dept_name: string | null;
    variables: Json<Record<string, unknown>>;
    app_code: string | null;
    page_url: string | null;
    start_time: Ts;
    end_time: TsNull;
    end_reason: string | null;
  };
  flow_execution: {
    id: string;
    tenant_id: string;
    instance_id: string;
    parent_id: string | null;
    node_id: string | null;
    kind: ExecutionKind;
    state: ExecutionState;
    vars: Json<Record<string, unknown>>;
    mi: Json<MiCounters | null>;
    seq: number;
  };
  flow_task: {
    id: string;
    tenant_id: string;
    instance_id: string;
    execution_id: string | null;
    node_id: string;
    name: string | null;
    assignee_id: number | null;
    assignee_name: string | null;
    owner_id: number | null;
    owner_name: string | null;
    delegation: 'PENDING' | 'RESOLVED' | null;
    parent_task_id: string | null;
    sign_type: 0 | 1 | null;
    candidate_users: ColumnType<number[], number[] | undefined, number[]>;
    candidate_groups: ColumnType<string[], string[] | undefined, string[]>;
    status: TaskStatus;
    open: boolean;
    claim_time: TsNull;
    due_date: TsNull;
    form_key: string | null;
    priority: number | null;
    create_time: Ts;
    finish_time: TsNull;
    finished_by: number | null;
    first_node: boolean;
    /** creation order (several tasks are made in one command at one time) */
    seq: number;
  };
  flow_task_candidate: { tenant_id: string; task_id: string; user_id: number };
  flow_activity: {
    id: Generated<number>;
    tenant_id: string;
    instance_id: string;
    execution_id: string | null;
    node_id: string;
    node_kind: string;
    name: string | null;
    task_id: string | null;
    flow_id: string | null;
    start_time: Ts;
    end_time: TsNull;
    outcome: string | null;
  };
  flow_comment: {
    id: Generated<number>;
    tenant_id: string;
    instance_id: string;
    task_id: string | null;
    user_id: number | null;
    user_name: string | null;
    type: string;
    message: string;
    time: Ts;
  };
  flow_copy: {
    id: Generated<number>;
    tenant_id: string;
    instance_id: string;
    task_id: string | null;
    node_id: string | null;
    node_name: string | null;
    user_id: number;
    start_user_id: number;
    reason: string | null;
    read: Generated<boolean>;
    create_time: Ts;
  };
  flow_timer: {
    id: Generated<number>;
    tenant_id: string;
    instance_id: string;
    execution_id: string;
    node_id: string;
    due_at: Ts;
    cycle: string | null;
    repeats_left: number | null;
    locked_until: TsNull;
  };
  flow_form: { id: Generated<number>; tenant_id: string; name: string; form_key: string; entity_code: string | null; remark: string | null; create_dt: Generated<Date> };
  flow_deploy_form: { tenant_id: string; def_id: string; node_key: string; form_id: number };
}

declare module '../../../../server/db/types' {
  interface DB extends FlowTables {}
}
