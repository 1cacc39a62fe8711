import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PICTURE } from '../../schemas/entities/define';
import type { UploadedFile } from '../../schemas/rpc/portal';
import { RpcError } from '../../src/api/errors';
import { resetNotices } from '../../src/api/notify';
import { fetchStoredFile, uploadFile } from '../../src/api/upload';
import { setNavigator } from '../../src/app/navigation';
import { sessionStore } from '../../src/app/session/sessionStore';
import { makeSession } from '../../tests/kit/web/fixtures';
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

/** what the server answers for GET /files/{id} */
function fileAnswer(bytes = 'bytes', type = 'image/png') {
  return new Response(bytes, { status: 200, headers: { 'content-type': type } });
}

let objectUrls: string[];
beforeEach(() => {
  objectUrls = [];
  Object.assign(URL, {
    createObjectURL: vi.fn(() => {
      objectUrls.push(`blob:object-${objectUrls.length + 1}`);
      return objectUrls[objectUrls.length - 1];
    }),
    revokeObjectURL: vi.fn(),
  });
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
    // the stored picture's thumbnail is fetched too
    fetchMock.mockImplementation(async (url) => (url === '/portal.File/upload2' ? answer(uploaded, { token: 'fresh' }) : fileAnswer()));
    const { container, onChange } = renderEdit(EnclosureRenderer, pictures, [stored(3, 'old.jpg')]);
    expect((container.querySelector('input[type="file"]') as HTMLInputElement).accept).toBe('.jpg,.png,.jpeg');
    pick(container, fileOf('photo.png', 1000));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([stored(3, 'old.jpg'), uploaded]));
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/portal.File/upload2')!;
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
  it('lists the files with sizes; pictures get a thumbnail fetched with the session headers, no token in any address', async () => {
    fetchMock.mockImplementation(async () => fileAnswer());
    // an SVG is no thumbnail: it can carry script
    const { container } = renderRead(EnclosureRenderer, pictures, [stored(12, 'photo.png', 2048), stored(13, 'spec.pdf', 1024 * 1024 * 3), stored(14, 'logo.svg')]);
    expect(screen.getByRole('link', { name: 'photo.png' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'spec.pdf' })).toBeTruthy();
    expect(container.textContent).toContain('2.00KB');
    expect(container.textContent).toContain('3072.00KB');
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(1));
    expect(container.querySelector('img')!.getAttribute('src')).toBe('blob:object-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/files/12');
    expect(new Headers(init.headers).get('access_token')).toBe('tok en');
    expect(new Headers(init.headers).get('tenant-id')).toBe('00000100');
    expect(container.innerHTML).not.toContain('token');
    cleanup();
    const cell = renderCell(EnclosureRenderer, pictures, [stored(12, 'photo.png')]).container;
    expect(cell.querySelector('img')).toBeNull();
    expect(cell.querySelector('a')?.textContent).toBe('photo.png');
    expect(EnclosureRenderer.text!([stored(1, 'a.png'), stored(2, 'b.pdf')], pictures)).toBe('a.png, b.pdf');
  });

  it('a click on a file fetches it with the session headers and saves it under its name', async () => {
    fetchMock.mockImplementation(async () => fileAnswer('%PDF', 'application/octet-stream'));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderCell(EnclosureRenderer, pictures, [stored(13, 'spec.pdf')]);
    fireEvent.click(screen.getByRole('link', { name: 'spec.pdf' }));
    await waitFor(() => expect(saved).toEqual(['spec.pdf blob:object-1']));
    expect(fetchMock.mock.calls[0][0]).toBe('/files/13');
    expect(new Headers(fetchMock.mock.calls[0][1].headers).get('access_token')).toBe('tok en');
    click.mockRestore();
  });

  it('edit mode shows stored pictures from object URLs and downloads a stored file on a click of its name', async () => {
    fetchMock.mockImplementation(async () => fileAnswer());
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { container } = renderEdit(EnclosureRenderer, pictures, [stored(3, 'old.jpg')]);
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:object-1'));
    expect(container.innerHTML).not.toContain('token');
    fireEvent.click(screen.getByText('old.jpg'));
    await waitFor(() => expect(saved).toEqual(['old.jpg']));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/files/3', '/files/3']);
    click.mockRestore();
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

  it('fetchStoredFile ends the session on 401 and rejects with the server’s message otherwise', async () => {
    fetchMock.mockResolvedValueOnce(answer(null, { code: 11, msg: 'no such file', status: 404 }));
    await expect(fetchStoredFile('/files/9', { ignoreError: true })).rejects.toMatchObject({ code: 11, msg: 'no such file' });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    await expect(fetchStoredFile('/files/9')).rejects.toMatchObject({ code: 401 });
    expect(navigate).toHaveBeenCalledWith('/demo/login', { replace: true });
  });
});
