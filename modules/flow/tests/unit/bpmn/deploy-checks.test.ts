// What deployment refuses, before a token could get stuck on it: a process Flowable would not deploy
// (isExecutable="false"), an element the engine would not act on — named, and only the real cause
// (not the flows that lead into a refused element).
import { describe, expect, it } from 'vitest';
import { checkXml } from '../../../engine/engine/definitions';

const file = (processes: string, extra = '') => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">${extra}${processes}</definitions>`;
const simple = (id: string, executable: string) => `<process id="${id}"${executable}><startEvent id="${id}_s"/><endEvent id="${id}_e"/><sequenceFlow id="${id}_f" sourceRef="${id}_s" targetRef="${id}_e"/></process>`;
const refusal = async (xml: string, key: string, lang: 'zh_CN' | 'en_US' = 'en_US') => {
  try {
    await checkXml(xml, key, lang);
  } catch (e) {
    return (e as Error).message;
  }
  return null;
};

describe('only executable processes deploy', () => {
  it('refuses a process marked isExecutable="false", naming the executable ones of the file', async () => {
    const xml = file(simple('pool1', ' isExecutable="false"') + simple('pool2', ' isExecutable="true"'));
    expect(await refusal(xml, 'pool1')).toBe('process pool1 is not executable (isExecutable="false"); executable processes in the file: pool2');
    expect(await refusal(xml, 'pool1', 'zh_CN')).toBe('流程 pool1 不可执行（isExecutable="false"）；文件中可执行的流程：pool2');
    expect(await refusal(xml, 'pool2')).toBeNull();
  });

  it('refuses a file with no executable process with a clear message; a process without the attribute is executable', async () => {
    const xml = file(simple('a', ' isExecutable="false"') + simple('b', ' isExecutable="false"'));
    expect(await refusal(xml, 'a')).toBe('the file has no executable process (isExecutable="true"): nothing in it can run');
    expect(await refusal(file(simple('c', '')), 'c')).toBeNull();
  });
});

describe('a refused element is the one cause reported', () => {
  it('names the unsupported element and not the flows into and out of it', async () => {
    const xml = file(`<process id="p" isExecutable="true"><startEvent id="s"/><complexGateway id="cg"/><endEvent id="e"/>
      <sequenceFlow id="f1" sourceRef="s" targetRef="cg"/><sequenceFlow id="f2" sourceRef="cg" targetRef="e"/><sequenceFlow id="f3" sourceRef="s" targetRef="nowhere"/></process>`);
    expect(await refusal(xml, 'p')).toBe('cg unsupported element type bpmn:ComplexGateway；f3 the flow has no source or target node');
  });
});
