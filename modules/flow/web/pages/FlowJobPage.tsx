// flow/job: the process designer page. `?deployId=` opens that deployed version (flow.FlowableDef/
// readXml), otherwise a new diagram; flow.FlowableDef/choices fills the category, user, role and
// department pickers. Save deploys the next version (flow.FlowableDef/save), says 发布流程成功 and
// goes back; a refused save shows the server's message and keeps the drawing.
import { App, Button, Flex, Result, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import BpmnDesigner, { type BpmnSaveOutput } from '../designer/BpmnDesigner';
import { useTexts } from '../designer/texts';
import { errorMessage, isCancelled } from '../../../../src/api/errors';
import { client } from '../../../../src/api/services';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import type { DesignerChoices, flowDef } from '../../contracts';

const FlowDefApi = client<typeof flowDef>('flow.FlowableDef');
/** contracts.ts's FLOW_LIST_PAGE (imported as a value it would bring zod into this chunk) */
const FLOW_LIST_PAGE = 'flowable/FlowList';

type PageState = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; choices: DesignerChoices; xml?: string };

function usePageData(deployId: string | null, fallbackError: string) {
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const [nonce, setNonce] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `nonce` asks for a reload (the retry after a failure)
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    Promise.all([FlowDefApi.choices([], { ignoreError: true }), deployId ? FlowDefApi.readXml([{ deployId }], { ignoreError: true }) : null]).then(
      ([choices, stored]) => live && setState({ status: 'ready', choices, xml: stored?.xml }),
      (error: unknown) => {
        if (live && !isCancelled(error)) setState({ status: 'error', error: errorMessage(error, fallbackError) });
      },
    );
    return () => {
      live = false;
    };
  }, [deployId, nonce, fallbackError]);
  const retry = useCallback(() => setNonce((n) => n + 1), []);
  return { state, retry };
}

export default function FlowJobPage() {
  const say = useTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const open = useOpenPage();
  const [search] = useSearchParams();
  const { state, retry } = usePageData(search.get('deployId'), say('loadFailed'));

  // back where the user came from; opened directly (the router's first entry): the definitions list
  const back = () => (location.key !== 'default' ? navigate(-1) : open(FLOW_LIST_PAGE));
  const save = async (out: BpmnSaveOutput) => {
    try {
      await FlowDefApi.save([out], { ignoreError: true });
    } catch (error) {
      void message.error(errorMessage(error, say('saveFailed')));
      throw error;
    }
    void message.success(say('deployed'));
    back();
  };

  if (state.status === 'loading') {
    return (
      <Flex align="center" justify="center" style={{ minHeight: 320 }} data-testid="flow-job-loading">
        <Spin />
      </Flex>
    );
  }
  if (state.status === 'error') {
    return (
      <div data-testid="flow-job-error">
        <Result status="error" title={say('loadFailed')} subTitle={state.error} extra={<Button onClick={retry}>{say('retry')}</Button>} />
      </div>
    );
  }
  return <BpmnDesigner xml={state.xml} categories={state.choices.categories} choices={state.choices} onSave={save} />;
}
