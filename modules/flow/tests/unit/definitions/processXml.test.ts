// The detail page's light reading of a deployed XML: the process key and its user task nodes,
// whatever prefix the BPMN namespace has.
import { describe, expect, it } from 'vitest';
import { approvalXml } from '../../../server/demo-processes';
import { outlineOf } from '../../../web/definitions/processXml';

describe('outlineOf', () => {
  it('reads the demo approval: its key and its three user tasks in document order', () => {
    const xml = approvalXml('purchaseOrderApproval', '采购订单审批', 'purchase', { groupTask: '采购主管审核', group: 'ROLE1', bossTask: '总经理审批', boss: 1, amountOver: 20000, copyTo: 2 });
    expect(outlineOf(xml)).toEqual({
      key: 'purchaseOrderApproval',
      userTasks: [
        { id: 'submit', name: '提交申请' },
        { id: 'review', name: '采购主管审核' },
        { id: 'boss', name: '总经理审批' },
      ],
    });
  });

  it('reads the designer’s bpmn: prefix and a default namespace alike; a nameless task has a null name', () => {
    const prefixed = `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn:process id="p1"><bpmn:userTask id="a" name="甲"/><bpmn:serviceTask id="s"/></bpmn:process></bpmn:definitions>`;
    const bare = `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"><process id="p2"><userTask id="b"/></process></definitions>`;
    expect(outlineOf(prefixed)).toEqual({ key: 'p1', userTasks: [{ id: 'a', name: '甲' }] });
    expect(outlineOf(bare)).toEqual({ key: 'p2', userTasks: [{ id: 'b', name: null }] });
  });

  it('answers nothing for XML that does not parse', () => {
    expect(outlineOf('<definitions><process')).toEqual({ key: null, userTasks: [] });
  });
});
