// The receipt type's bound flow as the detail page sees it (datax.ReceiptType/getByEntity mocked):
// unknown until the binding is answered — never "no flow" in between, which would show 审核 for
// a moment on a receipt that must be submitted (a click on it is refused by the server).
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useReceiptFlow } from './useReceiptFlow';

const api = vi.hoisted(() => ({ getByEntity: vi.fn() }));
vi.mock('../../api/services', () => ({ client: () => ({}), ReceiptTypeApi: api }));

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useReceiptFlow', () => {
  beforeEach(() => api.getByEntity.mockReset());

  it('is null for an entity that is no receipt, without asking', () => {
    const { result } = renderHook(() => useReceiptFlow('Supplier', false));
    expect(result.current).toBeNull();
    expect(api.getByEntity).not.toHaveBeenCalled();
  });

  it('stays unknown from the moment the entity turns out to be a receipt until its binding is known', async () => {
    const binding = deferred<{ flow_id: string | null }>();
    api.getByEntity.mockReturnValue(binding.promise);
    const { result, rerender } = renderHook(({ isReceipt }) => useReceiptFlow('PurchaseOrder', isReceipt), { initialProps: { isReceipt: false } });
    expect(result.current).toBeNull();
    rerender({ isReceipt: true });
    expect(result.current).toBeUndefined();
    await act(async () => binding.resolve({ flow_id: 'purchaseOrderApproval:1:x' }));
    expect(result.current).toBe('purchaseOrderApproval:1:x');
  });

  it('asks again for another entity and is unknown meanwhile; a failed answer means no flow', async () => {
    api.getByEntity.mockResolvedValueOnce({ flow_id: 'a:1:x' });
    const { result, rerender } = renderHook(({ code }) => useReceiptFlow(code, true), { initialProps: { code: 'PurchaseOrder' } });
    await act(async () => {});
    expect(result.current).toBe('a:1:x');
    api.getByEntity.mockRejectedValueOnce(new Error('down'));
    rerender({ code: 'SaleOrder' });
    expect(result.current).toBeUndefined();
    await act(async () => {});
    expect(result.current).toBeNull();
    expect(api.getByEntity).toHaveBeenLastCalledWith(['SaleOrder'], { ignoreError: true });
  });
});
