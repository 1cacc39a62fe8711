import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PICTURE } from '../../schemas/entities/define';
import type { UploadedFile } from '../../schemas/rpc/portal';
import { RpcError } from '../../src/api/errors';
import { resetNotices } from '../../src/api/notify';
import { fileDownloadUrl, uploadFile } from '../../src/api/upload';
import { setNavigator } from '../../src/app/navigation';
import { sessionStore } from '../../src/app/session/sessionStore';
import { makeSession } from '../../tests/unit/web/fixtures';
import { EnclosureRenderer } from './Enclosure';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

// `fetch` is mocked: these tests pin the multipart request the web sends and how the field reacts;
// the server's side of portal.File/upload2 is covered by the server tests.
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const navigate = vi.fn();

const pictures = makeField('Enclosure', { attr: { code: 'picture', dataTypeDict: 'FILES', files: { ...PICTURE, max: 5 } } });
const stored = (id: number, name: string, size = 2048): UploadedFile => ({ id, name, size, path: `/files/${id}`, fileSize: `${(size / 1024).toFixed(2)}KB` });

function answer(body: unknown, init: { code?: number; msg?: string; status?: number; token?: string } = {}) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (init.token) headers.set('access_token', init.token);
  return new Response(JSON.stringify({ code: init.code ?? 200, msg: init.msg ?? '', body }), { status: init.status ?? 200, headers });
}

function pick(container: HTMLElement, ...files: File[]) {
  fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files } });
}

function fileOf(name: string, size: number, type = 'image/png') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.reload();
  sessionStore.set(makeSession({ token: 'tok en' }));
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  navigate.mockReset();
  setNavigator(navigate);
  resetNotices();
  vi.spyOn(notification, 'warning').mockImplementation(() => undefined);
  vi.spyOn(notification, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Enclosure edit', () => {
  it('uploads a picked file as multipart/form-data with the session headers and adds it to the value', async () => {
    const uploaded = stored(12, 'photo.png');
    fetchMock.mockResolvedValueOnce(answer(uploaded, { token: 'fresh' }));
    const { container, onChange } = renderEdit(EnclosureRenderer, pictures, [stored(3, 'old.jpg')]);
    expect((container.querySelector('input[type="file"]') as HTMLInputElement).accept).toBe('.jpg,.png,.jpeg');
    pick(container, fileOf('photo.png', 1000));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([stored(3, 'old.jpg'), uploaded]));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/portal.File/upload2');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('photo.png');
    const headers = new Headers(init.headers);
    expect(headers.get('access_token')).toBe('tok en');
    expect(headers.get('tenant-id')).toBe('00000100');
    expect(headers.get('rid')).toBe('7');
    // the browser must write the multipart boundary itself
    expect(headers.has('content-type')).toBe(false);
    expect(sessionStore.get()?.token).toBe('fresh');
    await waitFor(() => expect(screen.getByText('photo.png')).toBeTruthy());
  });

  it('refuses a picture over 2MB before any upload', async () => {
    const { container, onChange } = renderEdit(EnclosureRenderer, pictures, []);
    pick(container, fileOf('huge.png', 2 * 1024 * 1024 + 1));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('图片大小不能超过 2MB'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses another file type and more files than allowed', async () => {
    const { container } = renderEdit(EnclosureRenderer, pictures, []);
    pick(container, fileOf('anim.gif', 10, 'image/gif'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('只能上传 JPG/PNG/JPEG 格式的文件'));
    cleanup();
    const two = makeField('Enclosure', { attr: { files: { accept: [], maxBytes: 1024, max: 2 } } });
    fetchMock.mockImplementation(async () => answer(stored(20, 'a.txt')));
    const second = renderEdit(EnclosureRenderer, two, [stored(1, 'first.txt')]);
    pick(second.container, fileOf('a.txt', 10, 'text/plain'), fileOf('b.txt', 10, 'text/plain'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('最多只能上传 2 个文件'));
    await waitFor(() => expect(second.onChange).toHaveBeenCalledWith([stored(1, 'first.txt'), stored(20, 'a.txt')]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(EnclosureRenderer.validate!([stored(1, 'a'), stored(2, 'b'), stored(3, 'c')], two)).toBe('最多只能上传 2 个文件');
    expect(EnclosureRenderer.validate!([stored(1, 'a')], two)).toBeUndefined();
  });

  it('hides the button when the field is full and removes a stored file', async () => {
    const one = makeField('Enclosure', { attr: { files: { accept: [], maxBytes: 1024, max: 2 } } });
    const { container, onChange } = renderEdit(EnclosureRenderer, one, [stored(1, 'a.txt'), stored(2, 'b.txt')]);
    expect(screen.queryByText('上传文件')).toBeNull();
    const removeButtons = container.querySelectorAll('.ant-upload-list-item-actions button');
    expect(removeButtons).toHaveLength(2);
    fireEvent.click(removeButtons[0]);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([stored(2, 'b.txt')]));
    await waitFor(() => expect(screen.getByText('上传文件')).toBeTruthy());
  });

  it('says the upload failed when the server refuses it, and keeps the value', async () => {
    fetchMock.mockResolvedValueOnce(answer(null, { code: 400, msg: 'file too large' }));
    const { container, onChange } = renderEdit(EnclosureRenderer, pictures, []);
    pick(container, fileOf('p.jpg', 10, 'image/jpeg'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('上传失败'));
    expect(onChange).not.toHaveBeenCalled();
    expect(notification.warning).toHaveBeenCalled();
  });

  it('is disabled when told', () => {
    const { container } = renderEdit(EnclosureRenderer, pictures, [stored(1, 'a.png')], { disabled: true });
    expect(screen.queryByText('上传图片')).toBeNull();
    expect(container.querySelector('.ant-upload-disabled')).not.toBeNull();
  });
});

describe('Enclosure read and cell', () => {
  it('lists download links carrying the token, with sizes; pictures get a thumbnail in read mode', () => {
    const { container } = renderRead(EnclosureRenderer, pictures, [stored(12, 'photo.png', 2048), stored(13, 'spec.pdf', 1024 * 1024 * 3)]);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['photo.png', 'spec.pdf']);
    expect(links[0].getAttribute('href')).toBe('/files/12?token=tok%20en');
    expect(container.textContent).toContain('2.00KB');
    expect(container.textContent).toContain('3072.00KB');
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toBe('/files/12?token=tok%20en');
    cleanup();
    const cell = renderCell(EnclosureRenderer, pictures, [stored(12, 'photo.png')]).container;
    expect(cell.querySelector('img')).toBeNull();
    expect(cell.querySelector('a')?.textContent).toBe('photo.png');
    expect(EnclosureRenderer.text!([stored(1, 'a.png'), stored(2, 'b.pdf')], pictures)).toBe('a.png, b.pdf');
  });

  it('shows - for nothing and survives garbage', () => {
    expect(renderCell(EnclosureRenderer, pictures, []).container.textContent).toBe('-');
    cleanup();
    for (const value of [...GARBAGE, [{ id: 'x' }, 5, null]]) {
      expect(() => renderRead(EnclosureRenderer, pictures, value)).not.toThrow();
      expect(() => renderCell(EnclosureRenderer, pictures, value)).not.toThrow();
      cleanup();
    }
  });
});

describe('uploadFile', () => {
  it('ends the session on 401 and rejects', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    await expect(uploadFile(new File(['x'], 'a.txt'))).rejects.toMatchObject({ code: 401 });
    expect(navigate).toHaveBeenCalledWith('/demo/login', { replace: true });
    expect(sessionStore.get()).toBeNull();
  });

  it('rejects with the envelope code and message', async () => {
    fetchMock.mockResolvedValueOnce(answer(null, { code: 500, msg: 'disk full' }));
    const error = await uploadFile(new Blob(['x']), { fileName: 'b.bin', ignoreError: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({ code: 500, msg: 'disk full' });
    expect(((fetchMock.mock.calls[0][1].body as FormData).get('file') as File).name).toBe('b.bin');
    expect(notification.warning).not.toHaveBeenCalled();
  });

  it('builds download links with the current token', () => {
    expect(fileDownloadUrl('/files/1')).toBe('/files/1?token=tok%20en');
    localStorage.clear();
    sessionStore.reload();
    expect(fileDownloadUrl('/files/1')).toBe('/files/1');
  });
});
