// The designer widget in jsdom with a stand-in engine over bpmn-moddle (testEngine.ts; the bpmn-js
// modeler itself runs in the browser tests): a new diagram, the save checks and what a save hands
// over, confirmations before discarding work, opening files, the SVG download messages.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processOf, readProcess } from '../../../web/designer/properties/general';
import { readCorpus } from './testkit';
import { button, commit, LEAVE_XML, messageText, pick, renderDesigner } from './testUi';

const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../../../src/api/upload', async (original) => ({ ...(await original<typeof import('../../../../../src/api/upload')>()), saveBlob }));
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  saveBlob.mockReset();
});

describe('BpmnDesigner', () => {
  it('starts a new diagram: a generated process code and name, exactly one start event', async () => {
    const { engine } = await renderDesigner();
    const xml = await engine().saveXML();
    const process = readProcess(processOf(engine().definitions()));
    expect(process.id).toMatch(/^Process_[a-z0-9]{8}$/);
    expect(process.name).toBe(`业务流程_${process.id.slice(8)}`);
    expect(xml.match(/<bpmn:startEvent /g)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: '流程标识' })).toHaveProperty('value', process.id);
  });

  it('refuses to save without a category (流程分类不能为空) or an unnamed user task (节点名称不能为空), then saves {process, xml, svg}', async () => {
    const { engine, onSave } = await renderDesigner({ xml: LEAVE_XML });
    fireEvent.click(button('保存'));
    await waitFor(() => expect(messageText()).toContain('流程分类不能为空'));
    expect(onSave).not.toHaveBeenCalled();

    await pick('流程分类', '办公');
    fireEvent.click(button('保存'));
    await waitFor(() => expect(messageText()).toContain('节点名称不能为空'));
    expect(engine().calls).toContain('select:approve');
    await waitFor(() => expect(screen.getByTestId('property-panel').dataset.element).toBe('approve'));
    expect(onSave).not.toHaveBeenCalled();

    commit('名称', '部门审批');
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const out = onSave.mock.calls[0][0];
    expect(out.process).toEqual({ id: 'leave', name: '请假', category: 'oa' });
    expect(out.xml).toContain('flowable:processCategory="oa"');
    expect(out.xml).toContain('name="部门审批"');
    expect(out.svg).toContain('<svg');
  });

  it('embedded in a frame, a save also posts {type: bpmn-save, process, xml, svg} to the parent window', async () => {
    const postMessage = vi.fn();
    const parent = vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    try {
      const named = LEAVE_XML.replace('<userTask id="approve" />', '<userTask id="approve" name="审批" />').replace('name="请假"', 'name="请假" flowable:processCategory="oa"');
      const { onSave } = await renderDesigner({ xml: named });
      fireEvent.click(button('保存'));
      await waitFor(() => expect(onSave).toHaveBeenCalled());
      expect(postMessage).toHaveBeenCalledTimes(1);
      const [data, origin] = postMessage.mock.calls[0];
      expect(data).toMatchObject({ type: 'bpmn-save', process: { id: 'leave', name: '请假', category: 'oa' }, svg: expect.stringContaining('<svg') });
      expect(data.xml).toContain('flowable:processCategory="oa"');
      expect(origin).toBe(window.location.origin);
    } finally {
      parent.mockRestore();
    }
  });

  it('asks (注意, 确定/取消) before 新建 discards unsaved work; 取消 keeps it, 确定 starts over', async () => {
    const { engine } = await renderDesigner({ xml: LEAVE_XML });
    fireEvent.click(button('新建'));
    // nothing changed yet: no question
    await waitFor(() => expect(readProcess(processOf(engine().definitions())).id).toMatch(/^Process_/));

    commit('流程名称', '报销');
    fireEvent.click(button('新建'));
    const dialog = await waitFor(() => document.querySelector('.ant-modal-confirm')!);
    expect(dialog.textContent).toContain('注意');
    expect(dialog.textContent).toContain('当前流程图尚未保存，确定放弃修改吗？');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(readProcess(processOf(engine().definitions())).name).toBe('报销');

    fireEvent.click(button('新建'));
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() => expect(readProcess(processOf(engine().definitions())).name).toMatch(/^业务流程_/));
  });

  it('a refused save keeps the drawing and its unsaved state', async () => {
    const onSave = vi.fn(async () => {
      throw new Error('refused');
    });
    const { engine } = await renderDesigner({ xml: LEAVE_XML.replace('<userTask id="approve" />', '<userTask id="approve" name="审批" />').replace('name="请假"', 'name="请假" flowable:processCategory="oa"'), onSave });
    commit('流程名称', '请假2');
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(readProcess(processOf(engine().definitions())).name).toBe('请假2');
    fireEvent.click(button('新建'));
    expect(await screen.findByText('当前流程图尚未保存，确定放弃修改吗？')).toBeTruthy();
  });

  it('opens a file through 打开文件 (a corpus file shows its process), and says why another cannot be opened', async () => {
    await renderDesigner();
    const input = screen.getByTestId('bpmn-file-input') as HTMLInputElement;
    const file = (name: string, text: string) => Object.assign(new File([text], name), { text: async () => text });
    fireEvent.change(input, { target: { files: [file('leave.bpmn', readCorpus('dromara__RuoYi-Vue-Plus__请假流程(监听)-leave7.bpmn20.xml'))] } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: '流程标识' })).toHaveProperty('value', 'leave7'));

    fireEvent.change(input, { target: { files: [file('broken.bpmn', 'this is not xml')] } });
    await waitFor(() => expect(messageText()).toContain('文件打开失败'));
    expect(screen.getByRole('textbox', { name: '流程标识' })).toHaveProperty('value', 'leave7');
  });

  it('downloads the SVG (svg下载成功) and says when it cannot (svg下载文件出错); zoom steps are 0.1', async () => {
    const { engine } = await renderDesigner({ xml: LEAVE_XML });
    fireEvent.click(button('下载SVG'));
    await waitFor(() => expect(messageText()).toContain('svg下载成功'));
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), '请假.svg');
    engine().failSvg = true;
    fireEvent.click(button('下载SVG'));
    await waitFor(() => expect(messageText()).toContain('svg下载文件出错'));
    fireEvent.click(button('放大'));
    fireEvent.click(button('缩小'));
    fireEvent.click(button('适应画布'));
    expect(engine().calls).toEqual(expect.arrayContaining(['zoom:0.1', 'zoom:-0.1', 'fit']));
  });

  it('undo and redo follow the edits', async () => {
    const { engine } = await renderDesigner({ xml: LEAVE_XML });
    expect(button('撤销')).toHaveProperty('disabled', true);
    commit('流程名称', '请假单');
    await waitFor(() => expect(button('撤销')).toHaveProperty('disabled', false));
    fireEvent.click(button('撤销'));
    await waitFor(() => expect(readProcess(processOf(engine().definitions())).name).toBe('请假'));
    expect(screen.getByRole('textbox', { name: '流程名称' })).toHaveProperty('value', '请假');
    fireEvent.click(button('重做'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '流程名称' })).toHaveProperty('value', '请假单'));
  });
});
