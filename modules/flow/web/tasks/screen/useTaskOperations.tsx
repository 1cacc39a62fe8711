// What the task screen's header buttons do. Each operation shows the server's message (成功,
// 驳回成功, 退回成功。, 签收成功。 …) and then goes on: 签收, 取消签收, 加签 and 减签 stay on the task
// (reloaded); 同意, 驳回, 退回, 委派, 转办 and 重新提交 open the next task of the list the screen was
// opened from (or go back to it when none is left); 发起 (发布流程成功) goes back. Previous/next
// walk that list (已经是第一条了！ / 已经是最后一条了！ at its ends).
import type { Form } from '@formily/core';
import { App } from 'antd';
import { type MutableRefObject, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../../../src/api/errors';
import { ShellContext } from '../../../../../src/app/shell/ShellContext';
import { MetaDynamicApi } from '../../../../../src/api/services';
import { useStartDepartment } from '../../document/DepartmentDialog';
import { savePayload } from '../../../../../src/templates/detail/savePayload';
import { useOpenPage } from '../../../../../src/templates/shared/useOpenPage';
import { FlowTaskApi, quiet } from '../api';
import { listOfTaskType } from '../lists/declarations';
import { loadList } from '../lists/listQuery';
import { ActionDialog, runTaskCall } from '../shared/ActionDialog';
import { type DialogKind, recommitCall, type TaskRef } from '../shared/taskActions';
import { landing, type ListQuery, navStep, nextAfterAction, readNav, saveNav, type TaskNavState } from '../shared/taskNav';
import { type TaskQuery, taskScreenHref } from '../shared/taskQuery';
import type { HeaderButton } from './headerRules';
import type { TaskScreenData } from './useTaskScreen';

const FIRST_PAGE: ListQuery = { page: 1, pageSize: 20 };

interface Input {
  q: TaskQuery;
  data: TaskScreenData | null;
  me: number;
  formRef: MutableRefObject<Form | null>;
  reload: () => void;
}

export function useTaskOperations({ q, data, me, formRef, reload }: Input) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const open = useOpenPage();
  const shell = useContext(ShellContext);
  const navigate = useNavigate();
  const department = useStartDepartment();
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [busy, setBusy] = useState<HeaderButton | 'step' | null>(null);
  const list = listOfTaskType(q.taskType);
  const task = data?.detail?.task;
  const ref: TaskRef | null = task ? { taskId: task.taskId, instanceId: task.procInsId } : null;
  const fail = (error: unknown) => void message.error(errorMessage(error, t('rpc.serviceException')));

  /**
   * 返回: the list the screen came from; else the page before it in this app; else (the screen was
   * the first page loaded) 我的流程 after a start, 待办任务 otherwise, when the role has them.
   */
  const back = () => {
    if (list) return open(list.url);
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) return navigate(-1);
    const fallback = [...(q.init ? ['flowable/Process'] : []), 'flowable/Todo'].find((p) => shell?.routeByPath.has(p));
    return open(fallback ?? '');
  };

  /** the list's page as the list left it, or its first page when the screen was opened directly */
  const navState = async (): Promise<TaskNavState | null> => {
    if (!list) return null;
    const stored = readNav(list.taskType);
    if (stored) return stored;
    const page = await loadList(list, FIRST_PAGE);
    const state = { taskType: list.taskType, query: FIRST_PAGE, rows: page.itemList, total: page.total };
    saveNav(state);
    return state;
  };

  const goNext = async () => {
    const before = await navState().catch(() => null);
    if (!list || !before) return back();
    try {
      const page = await loadList(list, before.query);
      saveNav({ ...before, rows: page.itemList, total: page.total });
      const next = nextAfterAction(before.rows, page.itemList, q);
      return next ? open(taskScreenHref(list, next)) : back();
    } catch {
      return back();
    }
  };

  const step = async (delta: -1 | 1) => {
    if (!list) return;
    setBusy('step');
    try {
      let state = await navState();
      if (!state) return;
      const s = navStep(state, q, delta);
      if ('end' in s) return void message.warning(t(s.end === 'first' ? 'templates.first' : 'templates.last'));
      if ('row' in s) return open(taskScreenHref(list, s.row));
      const query = { ...state.query, page: s.load };
      const page = await loadList(list, query);
      state = { taskType: list.taskType, query, rows: page.itemList, total: page.total };
      saveNav(state);
      const row = landing(page.itemList, delta);
      if (row) open(taskScreenHref(list, row));
      else void message.warning(t(delta < 0 ? 'templates.first' : 'templates.last'));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  /** the document as edited, saved; false when it could not be */
  const saveForm = async (): Promise<boolean> => {
    const form = formRef.current;
    if (!form || !data?.record || !data.entityCode) return true;
    try {
      await form.validate();
    } catch {
      return false;
    }
    try {
      await MetaDynamicApi.saveValue([data.entityCode, savePayload(form.values, data.record)], quiet);
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };
  const savedIfModified = async () => !formRef.current?.modified || (await saveForm());

  const run = async (button: HeaderButton, work: () => Promise<void>) => {
    setBusy(button);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };
  const stayWith = (msg: string) => {
    void message.success(msg);
    reload();
  };
  const confirm = (content: string, onOk: () => Promise<void>) =>
    modal.confirm({ title: t('flowTasks.confirm.title'), content, okText: t('common.ok'), cancelText: t('common.cancel'), onOk: () => onOk().catch(fail) });

  const start = async () => {
    if (!data) return;
    const departments = await department.choose();
    if (departments === null) return;
    if (data.record && !(await savedIfModified())) return;
    const values = formRef.current && !data.record ? (JSON.parse(JSON.stringify(formRef.current.values)) as Record<string, unknown>) : undefined;
    const code = typeof data.record?.code === 'string' ? data.record.code : undefined;
    const answer = await FlowTaskApi.start(
      [
        {
          procDefId: q.procDefId ?? q.deployId ?? '',
          departmentId: departments[0],
          ...(data.record && data.entityCode ? { entityCode: data.entityCode, receiptId: data.record.id, receiptCode: code } : {}),
          ...(values ? { variables: values } : {}),
          ...(q.appCode ? { appCode: q.appCode } : {}),
        },
      ],
      quiet,
    );
    void message.success(answer.msg);
    back();
  };

  const press = (button: HeaderButton) => {
    switch (button) {
      case 'start':
        return void run(button, start);
      case 'save':
        return void run(button, async () => {
          if (await saveForm()) stayWith(t('templates.saved'));
        });
      case 'claim':
        return void run(button, async () => stayWith((await FlowTaskApi.claim([{ taskId: ref!.taskId }], quiet)).msg));
      case 'unclaim':
        return void run(button, async () => stayWith((await FlowTaskApi.unClaim([{ taskId: ref!.taskId }], quiet)).msg));
      case 'removeSign':
        return confirm(t('flowTasks.confirm.removeSign'), async () => {
          try {
            stayWith((await FlowTaskApi.removeSign([{ taskId: ref!.taskId }], quiet)).msg);
          } catch (error) {
            // 没有找到可加签的任务: a warning, not a failure
            void message.warning(errorMessage(error, t('rpc.serviceException')));
          }
        });
      case 'recommit':
        return confirm(t('flowTasks.confirm.recommit'), async () => {
          if (!(await savedIfModified())) return;
          void message.success(await runTaskCall(recommitCall(ref!)));
          await goNext();
        });
      case 'agree':
        return void run(button, async () => {
          if (await savedIfModified()) setDialog('agree');
        });
      default:
        return setDialog(button);
    }
  };

  const dialogNode: ReactNode = (
    <>
      {department.dialog}
      <ActionDialog
        kind={dialog}
        task={ref}
        me={me}
        onClose={() => setDialog(null)}
        onDone={(msg) => {
          const kind = dialog;
          setDialog(null);
          void message.success(msg);
          if (kind === 'addSign') reload();
          else void goNext();
        }}
      />
    </>
  );

  return { press, step, back, busy, pager: !!list, dialog: dialogNode };
}
