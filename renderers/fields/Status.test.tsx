import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n';
import { StatusRenderer } from './Status';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh_CN');
});

const field = makeField('Status');
const tagOf = (container: HTMLElement) => container.querySelector('.ant-tag') as HTMLElement;

describe('Status', () => {
  it('shows status_dict as a coloured tag', () => {
    const audit = tagOf(renderCell(StatusRenderer, field, { dict: 'Audit', name: '已审核' }).container);
    expect(audit.textContent).toBe('已审核');
    expect(audit.className).toContain('ant-tag-success');
    cleanup();
    expect(tagOf(renderCell(StatusRenderer, field, { dict: 'Reject', name: '驳回' }).container).className).toContain('ant-tag-error');
    cleanup();
    expect(tagOf(renderCell(StatusRenderer, field, { dict: 'Ongoing', name: '审批中' }).container).className).toContain('ant-tag-processing');
    cleanup();
    expect(tagOf(renderCell(StatusRenderer, field, 'DeApproval').container).className).toContain('ant-tag-warning');
  });

  it('strikes a voided record through and names statuses in the UI language', async () => {
    const repeal = tagOf(renderRead(StatusRenderer, field, { dict: 'Repeal', name: '作废' }).container);
    expect(repeal.style.textDecoration).toBe('line-through');
    cleanup();
    await i18n.changeLanguage('en_US');
    expect(tagOf(renderRead(StatusRenderer, field, { dict: 'Saved', name: '保存' }).container).textContent).toBe('Saved');
    expect(StatusRenderer.text!({ dict: 'Finish', name: '完成' }, field)).toBe('Finished');
  });

  it('keeps the server name of an unknown status', () => {
    expect(tagOf(renderCell(StatusRenderer, field, { dict: 'Custom', name: '自定义' }).container).textContent).toBe('自定义');
  });

  it('is read-only in edit mode', () => {
    const { container, onChange } = renderEdit(StatusRenderer, field, { dict: 'Saved', name: '保存' });
    expect(container.querySelector('input, select, button')).toBeNull();
    expect(container.textContent).toBe('保存');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows - for nothing and survives garbage', () => {
    expect(renderCell(StatusRenderer, field, null).container.textContent).toBe('-');
    cleanup();
    for (const value of GARBAGE) {
      expect(() => renderRead(StatusRenderer, field, value)).not.toThrow();
      cleanup();
    }
  });
});
