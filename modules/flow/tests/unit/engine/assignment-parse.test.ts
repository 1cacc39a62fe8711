// Reading who a user task names, as Flowable reads it, on files from Flowable's own test suite
// (modules/flow/tests/fixtures/bpmn-foreign/assignment, SOURCES.md): candidate lists split outside expressions,
// humanPerformer and potentialOwner honoured, and kept as Flowable reads them when a file is saved.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBpmn, writeBpmn } from '../../../engine/bpmn/moddle';
import { compileDefinitionXml } from '../../../engine/engine/env';
import { splitOutsideExpressions } from '../../../engine/model/assignment';

const fixture = (name: string) => readFileSync(join(__dirname, '../../fixtures/bpmn-foreign/assignment', name), 'utf8');
async function taskOf(name: string, id = 'theTask') {
  const { model, problems } = await compileDefinitionXml(fixture(name));
  expect(problems).toEqual([]);
  return model!.nodes.get(id)!.userTask!;
}

describe('candidate lists', () => {
  it("keep ${'user1, user2'} whole, to be evaluated before it is split", async () => {
    const t = await taskOf('TaskAssignmentExtensionsTest.testCandidatesWithCommaSeparatedStringExpression.bpmn20.xml');
    expect(t.candidateUsers).toEqual(["${'user1, user2'}"]);
    expect(t.candidateGroups).toEqual(["${'groupA, groupB'}"]);
  });

  it('split at the commas outside expressions and quotes only', () => {
    expect(splitOutsideExpressions(" a , ${x}, ${fn('p, q', {1,2})},b,,")).toEqual(['a', '${x}', "${fn('p, q', {1,2})}", 'b']);
    expect(splitOutsideExpressions('#{a, b}, c')).toEqual(['#{a, b}', 'c']);
  });
});

describe('standard resource roles', () => {
  it('a humanPerformer is the assignee', async () => {
    expect((await taskOf('TaskAssigneeTest.testTaskAssignee.bpmn20.xml')).assignee).toBe('kermit');
  });

  it('a potentialOwner names candidate users with user(x) and groups with group(y)', async () => {
    const mixed = await taskOf('TaskCandidateTest.testMixedCandidateUserAndGroup.bpmn20.xml');
    expect([mixed.candidateUsers, mixed.candidateGroups]).toEqual([['kermit'], ['sales']]);
    const users = await taskOf('TaskCandidateTest.testMultipleCandidateUsers.bpmn20.xml');
    expect([users.candidateUsers, users.candidateGroups]).toEqual([['gonzo', 'kermit'], []]);
  });

  it('are written back as <formalExpression>, the element Flowable reads, and read again the same', async () => {
    for (const [file, text] of [
      ['TaskCandidateTest.testMixedCandidateUserAndGroup.bpmn20.xml', 'user(kermit), group(sales)'],
      ['TaskAssigneeTest.testTaskAssignee.bpmn20.xml', 'kermit'],
    ]) {
      const saved = await writeBpmn((await parseBpmn(fixture(file))).definitions);
      expect(saved).toContain(`<formalExpression>${text}</formalExpression>`);
      expect(saved).not.toContain('tFormalExpression');
      const again = await compileDefinitionXml(saved);
      const before = await compileDefinitionXml(fixture(file));
      expect(again.model!.nodes.get('theTask')!.userTask).toEqual(before.model!.nodes.get('theTask')!.userTask);
    }
  });
});
