// Approval flows (issue 10): our own BPMN interpreter's state as rows (modules/flow/engine). Every table is
// tenant-owned; tenant_id leads every index. Ids of definitions, instances, executions and tasks
// are text (uuid) because the wire carries them as strings (Flowable's ids).
//
// - flow_category: process categories (flowable/Class);
// - flow_definition: deployed versions per key (XML as drawn, SVG, suspended), flow_binding: the
//   receipt types (entity codes) a submit starts a key for;
// - flow_instance (status Ongoing/Finish/Reject/Cancel, the receipt it runs for, variables);
// - flow_execution: tokens and scopes (sub-process, multi-instance root with its counters, the
//   items under it); a token waiting at a join is a row in state 'join';
// - flow_task and flow_task_candidate (candidate users resolved when the task is created, so
//   the todo list is one indexed query); add-signers' tasks point at their parent task;
// - flow_activity: history of every node entered and left (the diagram, return targets, records);
// - flow_comment, flow_copy, flow_timer (claimed with FOR UPDATE SKIP LOCKED);
// - flow_form and flow_deploy_form (flowable/Form and the forms of a deployment's nodes).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table flow_category (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      code text not null, name text not null, sn int not null default 0, remark text,
      create_dt timestamptz not null default now(),
      unique (tenant_id, code)
    );
    create table flow_definition (
      id text primary key,
      tenant_id text not null references tenant(id),
      key text not null, name text not null, category text, version int not null,
      xml text not null, svg text, suspended boolean not null default false,
      form_id bigint,
      deploy_time timestamptz not null default now(), deployed_by text,
      unique (tenant_id, key, version)
    );
    create table flow_binding (
      tenant_id text not null references tenant(id),
      entity_code text not null, def_key text not null,
      primary key (tenant_id, entity_code)
    );
    create index flow_binding_key on flow_binding (tenant_id, def_key);
    create table flow_instance (
      id text primary key,
      tenant_id text not null references tenant(id),
      def_id text not null references flow_definition(id),
      parent_instance_id text, parent_execution_id text,
      name text not null,
      status text not null default 'Ongoing' check (status in ('Ongoing','Finish','Reject','Cancel')),
      entity_code text, receipt_id bigint, receipt_code text,
      start_user_id bigint not null, start_user_name text not null,
      start_dept_id bigint, start_dept_name text,
      variables jsonb not null default '{}',
      app_code text, page_url text,
      start_time timestamptz not null default now(), end_time timestamptz, end_reason text
    );
    create index flow_instance_receipt on flow_instance (tenant_id, entity_code, receipt_id, start_time desc);
    create index flow_instance_starter on flow_instance (tenant_id, start_user_id, start_time desc);
    create index flow_instance_time on flow_instance (tenant_id, start_time desc);
    create table flow_execution (
      id text primary key,
      tenant_id text not null references tenant(id),
      instance_id text not null references flow_instance(id) on delete cascade,
      parent_id text, node_id text,
      kind text not null check (kind in ('root','token','scope','miRoot','miItem')),
      state text not null check (state in ('active','wait','join')),
      vars jsonb not null default '{}',
      mi jsonb,
      seq bigint not null default 0
    );
    create index flow_execution_instance on flow_execution (tenant_id, instance_id);
    create table flow_task (
      id text primary key,
      tenant_id text not null references tenant(id),
      instance_id text not null references flow_instance(id) on delete cascade,
      execution_id text, node_id text not null, name text,
      assignee_id bigint, assignee_name text, owner_id bigint, owner_name text,
      delegation text check (delegation in ('PENDING','RESOLVED')),
      parent_task_id text, sign_type smallint check (sign_type in (0, 1)),
      candidate_users bigint[] not null default '{}', candidate_groups text[] not null default '{}',
      status text not null check (status in ('running','waitBefore','approving','approve','reject','return','cancel','revoke')),
      open boolean not null default true,
      claim_time timestamptz, due_date timestamptz, form_key text, priority int,
      create_time timestamptz not null default now(), finish_time timestamptz,
      finished_by bigint, first_node boolean not null default false,
      seq bigint not null default 0
    );
    create index flow_task_instance on flow_task (tenant_id, instance_id, seq);
    create index flow_task_assignee_open on flow_task (tenant_id, assignee_id, create_time desc) where open;
    create index flow_task_finished on flow_task (tenant_id, finished_by, finish_time desc) where not open;
    create table flow_task_candidate (
      tenant_id text not null references tenant(id),
      task_id text not null references flow_task(id) on delete cascade,
      user_id bigint not null,
      primary key (tenant_id, user_id, task_id)
    );
    create index flow_task_candidate_task on flow_task_candidate (tenant_id, task_id);
    create table flow_activity (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      instance_id text not null references flow_instance(id) on delete cascade,
      execution_id text, node_id text not null, node_kind text not null, name text,
      task_id text, flow_id text,
      start_time timestamptz not null default clock_timestamp(), end_time timestamptz,
      outcome text
    );
    create index flow_activity_instance on flow_activity (tenant_id, instance_id, id);
    create table flow_comment (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      instance_id text not null references flow_instance(id) on delete cascade,
      task_id text, user_id bigint, user_name text,
      type text not null, message text not null default '',
      time timestamptz not null default clock_timestamp()
    );
    create index flow_comment_instance on flow_comment (tenant_id, instance_id, id);
    create table flow_copy (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      instance_id text not null references flow_instance(id) on delete cascade,
      task_id text, node_id text, node_name text,
      user_id bigint not null, start_user_id bigint not null,
      reason text, read boolean not null default false,
      create_time timestamptz not null default now(),
      unique (tenant_id, instance_id, user_id, node_id)
    );
    create index flow_copy_user on flow_copy (tenant_id, user_id, create_time desc);
    create table flow_timer (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      instance_id text not null references flow_instance(id) on delete cascade,
      execution_id text not null, node_id text not null,
      due_at timestamptz not null, cycle text, repeats_left int,
      locked_until timestamptz
    );
    create index flow_timer_due on flow_timer (due_at);
    create index flow_timer_instance on flow_timer (tenant_id, instance_id);
    create table flow_form (
      id bigint generated always as identity primary key,
      tenant_id text not null references tenant(id),
      name text not null, form_key text not null, entity_code text, remark text,
      create_dt timestamptz not null default now(),
      unique (tenant_id, name)
    );
    create table flow_deploy_form (
      tenant_id text not null references tenant(id),
      def_id text not null references flow_definition(id) on delete cascade,
      node_key text not null default '',
      form_id bigint not null references flow_form(id),
      primary key (tenant_id, def_id, node_key)
    );
  `.execute(db);
}
