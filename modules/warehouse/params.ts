// The warehouse's tenant parameters (参数配置): its reviewers of delivery applies sit in the flow
// module's group 审批流程.
import type { ParamDef } from '../../server/config/params';

export const WAREHOUSE_PARAMS = {
  // The warehouse reviewers (gsReviewer, of wms-delivery-apply only): these users approving a
  // delivery apply may edit it (batches, positions, quantities) even with FlowCompleteEditAllow off
  // (the flow module's edit-in-approval rule; EntityDef.receipt.reviewersParam names this key).
  WmsApplyReviewers: {
    group: 'flow',
    kind: 'string',
    default: '',
    maxLength: 256,
    name: '仓库审核人',
    nameEn: 'Warehouse reviewers',
    description: '出库申请审批时可修改申请内容（批次、库位、数量）的用户账号，多个以逗号分隔',
    descriptionEn: 'User codes (comma-separated) who may edit a delivery apply (batches, positions, quantities) while approving it',
  },
} as const satisfies Record<string, ParamDef>;

declare module '../../server/config/params' {
  interface ModuleParamValues {
    WmsApplyReviewers: string;
  }
}
