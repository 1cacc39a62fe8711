// The demo approvals as BPMN with a diagram (the designer and the viewer draw its DI): the
// initiator's submit, a group's review, an exclusive gateway on the amount, the general manager
// above it (copying the finance head), else straight to the end.
export interface ApprovalShape {
  groupTask: string;
  group: string;
  bossTask: string;
  boss: number;
  amountOver: number;
  copyTo: number;
}

const shape = (id: string, x: number, y: number, w: number, h: number) => `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}"/></bpmndi:BPMNShape>`;
const edge = (id: string, points: Array<[number, number]>) => `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}"/>`).join('')}</bpmndi:BPMNEdge>`;

export function approvalXml(key: string, name: string, category: string, s: ApprovalShape): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:flowable="http://flowable.org/bpmn" id="defs_${key}" targetNamespace="http://flowable.org/bpmn">
  <bpmn2:process id="${key}" name="${name}" isExecutable="true" flowable:processCategory="${category}">
    <bpmn2:startEvent id="start" name="开始" flowable:initiator="initiator"><bpmn2:outgoing>f1</bpmn2:outgoing></bpmn2:startEvent>
    <bpmn2:userTask id="submit" name="提交申请" flowable:assignee="\${initiator}" flowable:userType="assignee" flowable:dataType="dynamic"><bpmn2:incoming>f1</bpmn2:incoming><bpmn2:outgoing>f2</bpmn2:outgoing></bpmn2:userTask>
    <bpmn2:userTask id="review" name="${s.groupTask}" flowable:candidateGroups="${s.group}" flowable:userType="candidateGroups" flowable:dataType="fixed"><bpmn2:incoming>f2</bpmn2:incoming><bpmn2:outgoing>f3</bpmn2:outgoing></bpmn2:userTask>
    <bpmn2:exclusiveGateway id="amount" name="金额判断" default="f5"><bpmn2:incoming>f3</bpmn2:incoming><bpmn2:outgoing>f4</bpmn2:outgoing><bpmn2:outgoing>f5</bpmn2:outgoing></bpmn2:exclusiveGateway>
    <bpmn2:userTask id="boss" name="${s.bossTask}" flowable:assignee="${s.boss}" flowable:userType="assignee" flowable:dataType="fixed" flowable:copyUserType="copyCandidateUsers" flowable:copyCandidateUsers="${s.copyTo}"><bpmn2:incoming>f4</bpmn2:incoming><bpmn2:outgoing>f6</bpmn2:outgoing></bpmn2:userTask>
    <bpmn2:endEvent id="end" name="结束"><bpmn2:incoming>f5</bpmn2:incoming><bpmn2:incoming>f6</bpmn2:incoming></bpmn2:endEvent>
    <bpmn2:sequenceFlow id="f1" sourceRef="start" targetRef="submit"/>
    <bpmn2:sequenceFlow id="f2" sourceRef="submit" targetRef="review"/>
    <bpmn2:sequenceFlow id="f3" sourceRef="review" targetRef="amount"/>
    <bpmn2:sequenceFlow id="f4" name="金额大于${s.amountOver}" sourceRef="amount" targetRef="boss"><bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">\${total_price &gt; ${s.amountOver}}</bpmn2:conditionExpression></bpmn2:sequenceFlow>
    <bpmn2:sequenceFlow id="f5" sourceRef="amount" targetRef="end"/>
    <bpmn2:sequenceFlow id="f6" sourceRef="boss" targetRef="end"/>
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="diagram_${key}">
    <bpmndi:BPMNPlane id="plane_${key}" bpmnElement="${key}">
      ${shape('start', 102, 182, 36, 36)}${shape('submit', 190, 160, 100, 80)}${shape('review', 340, 160, 100, 80)}${shape('amount', 495, 175, 50, 50)}${shape('boss', 600, 40, 100, 80)}${shape('end', 762, 182, 36, 36)}
      ${edge('f1', [[138, 200], [190, 200]])}${edge('f2', [[290, 200], [340, 200]])}${edge('f3', [[440, 200], [495, 200]])}${edge('f4', [[520, 175], [520, 80], [600, 80]])}${edge('f5', [[545, 200], [762, 200]])}${edge('f6', [[700, 80], [780, 80], [780, 182]])}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>`;
}
