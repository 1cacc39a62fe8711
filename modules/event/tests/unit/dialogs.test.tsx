// The dialogs of 事件管理 as a user meets them: 规则测试 runs the rule over the chosen past range and
// lists the events it would raise (or says there would be none), a refusal shows in the dialog;
// 关闭事件 needs a cause before any call, sends cause and note, and keeps the dialog open with the
// server's words when refused. The calls are stubbed: the server side has its own tests
// (modules/event/tests/server/event.test.ts).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcError } from '../../../../src/api/errors';
import { loadModuleStrings } from '../../../../src/i18n/modules';
import eventWeb from '../../web/index';

const api = vi.hoisted(() => ({ test: vi.fn(), close: vi.fn(), addComment: vi.fn(), listByCode: vi.fn() }));
vi.mock('../../../../src/api/services', () => ({ client: () => api, DictApi: { listByCode: api.listByCode } }));

beforeAll(async () => {
  await loadModuleStrings(eventWeb);
});
beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  api.listByCode.mockResolvedValue([
    { code: 'Fixed', name: '已修复', disabled: false },
    { code: 'Old', name: '停用的原因', disabled: true },
  ]);
});
afterEach(() => {
  cleanup();
  // a dialog mounts on its own root (openDialog) and unmounts after antd's close animation, which
  // jsdom does not play: the next test starts on an empty page
  document.body.innerHTML = '';
});

const ok = () => screen.getByRole('button', { name: /开始测试|确\s*定/ });

describe('规则测试', () => {
  it('asks for the last hour by default and lists the events the rule would raise, nothing saved', async () => {
    api.test.mockResolvedValue({
      readings: 120,
      hits: [
        { equipmentId: 1, equipmentCode: 'CNC-01', startAt: '2026-11-30T08:00:00.000Z', endAt: '2026-11-30T08:05:00.000Z', value: '81.5' },
        { equipmentId: 2, equipmentCode: 'CNC-02', startAt: '2026-11-30T08:10:00.000Z', endAt: null, value: '90' },
      ],
    });
    const { openRuleTest } = await import('../../web/RuleTestDialog');
    void openRuleTest({ id: 5, code: 'RULE-TEMP' });
    expect(await screen.findByText('规则测试 RULE-TEMP')).toBeTruthy();
    fireEvent.click(ok());
    await waitFor(() => expect(api.test).toHaveBeenCalledTimes(1));
    const [[arg]] = api.test.mock.calls[0]!;
    expect(arg.id).toBe(5);
    expect(new Date(arg.to).getTime() - new Date(arg.from).getTime()).toBeGreaterThanOrEqual(3_599_000);
    expect(new Date(arg.to).getTime() - new Date(arg.from).getTime()).toBeLessThanOrEqual(3_601_000);
    expect(await screen.findByText('共读取 120 条采集值，将产生 2 个事件（不保存）')).toBeTruthy();
    expect(screen.getByText('CNC-01')).toBeTruthy();
    expect(screen.getByText('81.5')).toBeTruthy();
    // an event still going on at the range's end has no end time
    expect(screen.getByText('CNC-02').closest('tr')!.textContent).toContain('持续中');
  });

  it('says when the range would raise no event, and shows a refusal in the dialog', async () => {
    api.test.mockResolvedValueOnce({ readings: 3, hits: [] });
    api.test.mockRejectedValueOnce(new RpcError(400, '测试范围不能超过 31 天'));
    const { openRuleTest } = await import('../../web/RuleTestDialog');
    void openRuleTest({ id: 6, code: 'RULE-NONE' });
    await screen.findByText('规则测试 RULE-NONE');
    fireEvent.click(ok());
    expect(await screen.findByText('该时间范围内不会产生事件')).toBeTruthy();
    fireEvent.click(ok());
    expect(await screen.findByText('测试范围不能超过 31 天')).toBeTruthy();
    expect(screen.getByText('规则测试 RULE-NONE')).toBeTruthy();
  });
});

describe('关闭事件', () => {
  it('needs a cause before any call; sends the cause and the note', async () => {
    api.close.mockResolvedValue({});
    const { openEventDialog } = await import('../../web/EventDialog');
    void openEventDialog('close', { id: 9, code: 'EV-9' });
    await screen.findByText('关闭事件 EV-9');
    fireEvent.click(ok());
    expect(await screen.findByText('请选择原因')).toBeTruthy();
    expect(api.close).not.toHaveBeenCalled();
    // a disabled cause is not offered
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '原因' }));
    expect(await screen.findByText('已修复')).toBeTruthy();
    expect(screen.queryByText('停用的原因')).toBeNull();
    fireEvent.click(screen.getByText('已修复'));
    fireEvent.change(screen.getByLabelText('关闭说明'), { target: { value: '  换了传感器 ' } });
    fireEvent.click(ok());
    await waitFor(() => expect(api.close).toHaveBeenCalledWith([{ id: 9, cause: 'Fixed', note: '换了传感器' }], { ignoreError: true }));
    expect(screen.queryByText('请选择原因')).toBeNull();
  });

  it('keeps the dialog open with the server’s words when the close is refused', async () => {
    api.close.mockRejectedValue(new RpcError(409, '事件已关闭，不能重复关闭'));
    const { openEventDialog } = await import('../../web/EventDialog');
    void openEventDialog('close', { id: 10, code: 'EV-10' });
    await screen.findByText('关闭事件 EV-10');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '原因' }));
    fireEvent.click(await screen.findByText('已修复'));
    fireEvent.click(ok());
    expect(await screen.findByText('事件已关闭，不能重复关闭')).toBeTruthy();
    expect(screen.getByText('关闭事件 EV-10')).toBeTruthy();
  });
});
