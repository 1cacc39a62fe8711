// The flow module's tenant parameters (参数配置, group 审批流程).
import type { ParamDef } from '../../server/config/params';

export const FLOW_PARAM_GROUPS = { flow: ['审批流程', 'Approval flows'] } as const;

export const FLOW_PARAMS = {
  // Non-read-only fields stay editable during approval: read by the flow task screen and the save of
  // an Ongoing receipt (engine/edit-in-approval.ts).
  FlowCompleteEditAllow: {
    group: 'flow',
    kind: 'boolean',
    default: false,
    name: '审批时允许编辑',
    nameEn: 'Edit during approval',
    description: '开启后，审批人处理任务时可以编辑表单中非只读的字段',
    descriptionEn: 'Approvers may edit the form’s fields that are not read-only while they handle a task',
  },
} as const satisfies Record<string, ParamDef>;

declare module '../../server/config/params' {
  interface ModuleParamValues {
    FlowCompleteEditAllow: boolean;
  }
}
