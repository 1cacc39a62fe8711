// The web part of 标识管理: the live preview group on the coding rule's detail form (the real
// entity and page declaration, the real field renderers) following the form's values as they
// change, and the 批量生成 dialog asking the rule's field values and showing the codes the server
// answered (the call is stubbed: the server side has its own tests).
import { createForm, type Form } from '@formily/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isFormGroup } from '../../../../renderers/groups';
import type { PageDef } from '../../../../schemas/pages/types';
import { entityMeta } from '../../../../server/records/meta';
import { RpcError } from '../../../../src/api/errors';
import { buildPageModel } from '../../../../src/engine/pageModel';
import { i18n } from '../../../../src/i18n';
import { IdentityRule } from '../../entities/rule';
import { identityPages, PREVIEW_GROUP } from '../../pages';
import { askedFields, GenerateDialog } from '../../web/generate/GenerateDialog';
import identityWeb from '../../web';
import { withModuleStrings } from '../../../../src/app/modules/registry';
import { loadModuleFormGroups } from '../../../../src/templates/detail/moduleFormGroups';
import { GroupedForm } from '../../../../tests/kit/web/groupedForm';

const api = vi.hoisted(() => ({ detail: vi.fn(), ruleBatchGenerator: vi.fn() }));
vi.mock('../../web/api', () => ({ IdentityRuleApi: api, quiet: { ignoreError: true } }));

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh_CN');
});

const entity = entityMeta(IdentityRule);
const groups = (identityPages.Rule as PageDef).formGroups!;
const metas = buildPageModel(entity, null).form;

// biome-ignore lint/suspicious/noExplicitAny: a form of any values
const RuleForm = ({ form }: { form: Form<any> }) => <GroupedForm form={form} metas={metas} groups={groups} />;

const batch = { code: 'PCH', name: '批次号', rule_type: 'Batch', segments: [{ kind: 'text', fixed_value: 'PC' }, { kind: 'date', date_format: 'YYYYMMDD' }, { kind: 'flow', length: 4 }] };
const today = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

describe('the live preview on the rule’s detail', () => {
  beforeAll(async () => {
    // as the detail template does: the group the page declares, from the module that provides it
    await loadModuleFormGroups(groups, [withModuleStrings(identityWeb)]);
  });

  it('is registered as the form group the page declares', () => {
    expect(groups[0].component).toBe(PREVIEW_GROUP);
    expect(isFormGroup(PREVIEW_GROUP)).toBe(true);
  });

  it('shows the code the rule makes and follows the form as it changes', async () => {
    const form = createForm({ values: structuredClone(batch) });
    render(<RuleForm form={form} />);
    expect(screen.getByText('编码预览')).toBeTruthy();
    expect(screen.getByTestId('identity-rule-preview-code').textContent).toBe(`PC${today()}0001`);
    await act(async () => {
      form.setValuesIn('segments.2.flow_start', 7);
      form.setValuesIn('segments.0.fixed_value', 'LOT');
    });
    expect(screen.getByTestId('identity-rule-preview-code').textContent).toBe(`LOT${today()}0007`);
    await act(async () => {
      form.setValuesIn('segments.1.date_format', 'YYYY年');
    });
    expect(screen.getByTestId('identity-rule-preview-error').textContent).toBe('编码段第2行：日期格式只能由 YYYY、YY、MM、DD 组成（可用 - / . _ 分隔），如 YYYYMMDD、YYYY-MM-DD');
    // the server's 示例编码 field itself is not drawn twice
    expect(screen.queryByText('示例编码')).toBeNull();
  });

  it('takes the sample of a string segment’s field, and asks for segments when there are none', async () => {
    const form = createForm({ values: { rule_type: 'Warehouse', segments: [{ kind: 'string', source_field: 'code' }, { kind: 'delimiter', fixed_value: '-' }, { kind: 'flow', length: 3 }] } });
    render(<RuleForm form={form} />);
    expect(screen.getByTestId('identity-rule-preview-code').textContent).toBe('CK01-001');
    await act(async () => {
      form.setValuesIn('segments', []);
    });
    expect(screen.getByText('添加编码段后，这里显示规则生成的编码')).toBeTruthy();
  });

  it('speaks English to English users', async () => {
    await i18n.changeLanguage('en_US');
    const form = createForm({ values: { ...structuredClone(batch), segments: [{ kind: 'text' }, { kind: 'flow', length: 4 }] } });
    render(<RuleForm form={form} />);
    expect(screen.getByText('Code preview')).toBeTruthy();
    expect(screen.getByTestId('identity-rule-preview-error').textContent).toBe('segment row 1: the fixed text is required');
  });
});

describe('the 批量生成 dialog', () => {
  const kwm = { id: 4, code: 'KWM', name: '库位码', rule_type: 'Warehouse', segments: [{ kind: 'string', source_field: 'code' }, { kind: 'delimiter', fixed_value: '-' }, { kind: 'string', source_field: 'area_code' }, { kind: 'flow', length: 3 }] };

  it('asks the values of the rule’s string segments once each, by their names', () => {
    expect(askedFields({ ...kwm, segments: [...kwm.segments, { kind: 'number', source_field: 'code' }] }, 'zh_CN')).toEqual([
      { code: 'code', label: '仓库编码' },
      { code: 'area_code', label: '库区编码' },
    ]);
    expect(askedFields(batch, 'en_US')).toEqual([]);
  });

  it('generates with the count and values given, shows the codes, and says what the server refused', async () => {
    api.detail.mockResolvedValue(kwm);
    api.ruleBatchGenerator.mockResolvedValueOnce(['CK01-A01-001', 'CK01-A01-002', 'CK01-A01-003']).mockRejectedValueOnce(new RpcError(400, '字段「仓库编码」的值「CK0000000000000001」超过长度 16'));
    const closed = vi.fn();
    render(
      <App>
        <GenerateDialog rule={{ id: 4, code: 'KWM', name: '库位码' }} onClose={closed} />
      </App>,
    );
    const area = await screen.findByLabelText('库区编码');
    fireEvent.change(screen.getByLabelText('仓库编码'), { target: { value: 'CK01' } });
    fireEvent.change(area, { target: { value: 'A01' } });
    fireEvent.change(screen.getByLabelText('生成数量'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('identity-generate-run'));
    await waitFor(() => expect((screen.getByTestId('identity-generate-codes') as HTMLTextAreaElement).value).toBe('CK01-A01-001\nCK01-A01-002\nCK01-A01-003'));
    expect(api.ruleBatchGenerator).toHaveBeenCalledWith([{ ruleId: 4, count: 3, values: { code: 'CK01', area_code: 'A01' } }], { ignoreError: true });
    expect(screen.getByText('已生成 3 个编码')).toBeTruthy();

    fireEvent.click(screen.getByTestId('identity-generate-run'));
    expect((await screen.findByTestId('identity-generate-error')).textContent).toBe('字段「仓库编码」的值「CK0000000000000001」超过长度 16');
  });
});
