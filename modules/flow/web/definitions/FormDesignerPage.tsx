// flowable/FormDesigner (表单设计器, ?formId= of a flow form): where the form designer (meta/Designer)
// has a design for the form's key (datax.Form/getByFormId) the page says so and opens it there;
// otherwise the flow uses the entity's generated form, shown read-only with a note (and a way into
// the designer to design one).
import { Alert, Button, Card, Descriptions, Flex, Result, Spin } from 'antd';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { EntityMeta } from '../../../../schemas/rpc/datax';
import { errorMessage, RpcError } from '../../../../src/api/errors';
import { EntityApi, FormApi } from '../../../../src/api/services';
import { ShellContext } from '../../../../src/app/shell/ShellContext';
import { NoRecordPrompt } from '../../../../src/templates/shared/NoRecordPrompt';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import type { FlowFormView } from '../../contracts';
import { FlowFormApi, lookup, META_DESIGNER } from './api';
import { GeneratedFormPreview } from './GeneratedFormPreview';

type Loaded = { info: FlowFormView; entity: EntityMeta; designVersion: number | null };
type State = { status: 'loading' } | { status: 'error'; error: string } | ({ status: 'ready' } & Loaded);

async function load(formId: number): Promise<Loaded> {
  const info = await FlowFormApi.getInfo([formId], lookup);
  try {
    const def = await FormApi.getByFormId([info.formKey], lookup);
    return { info, entity: def.entity, designVersion: def.design ? def.designVersion : null };
  } catch (e) {
    // a key the form designer does not know: the generated form of the flow form's entity
    if (e instanceof RpcError && e.code === 11 && info.entityCode) return { info, entity: await EntityApi.detail([info.entityCode], lookup), designVersion: null };
    throw e;
  }
}

export default function FormDesignerPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const formId = Number(search.get('formId'));
  const open = useOpenPage();
  const shell = useContext(ShellContext);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [nonce, setNonce] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `nonce` asks for a reload (the retry after a failure)
  useEffect(() => {
    if (!(formId > 0)) return;
    let live = true;
    setState({ status: 'loading' });
    load(formId).then(
      (loaded) => live && setState({ status: 'ready', ...loaded }),
      (e: unknown) => live && setState({ status: 'error', error: errorMessage(e, t('flowDefs.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [formId, nonce, t]);

  // no form in the address: the flow forms to choose one from
  if (!(formId > 0)) return <NoRecordPrompt />;
  if (state.status === 'loading') {
    return (
      <Flex align="center" justify="center" style={{ minHeight: 240 }}>
        <Spin />
      </Flex>
    );
  }
  if (state.status === 'error') {
    return (
      <div data-testid="flow-form-designer-error">
        <Result status="error" title={t('flowDefs.loadFailed')} subTitle={state.error} extra={<Button onClick={() => setNonce((n) => n + 1)}>{t('flowDefs.retry')}</Button>} />
      </div>
    );
  }

  const { info, entity, designVersion } = state;
  // the designer is offered to roles that have its page (outside the shell, as in tests: always)
  const mayDesign = !shell || shell.routeByPath.has(META_DESIGNER);
  const openDesigner = () => open(`${META_DESIGNER}?${new URLSearchParams({ formId: info.formKey, entityCode: entity.code })}`);
  const entityName = entity.name || entity.code;
  return (
    <Card variant="borderless" title={`${t('flowDefs.designerTitle')}：${info.formName}`} data-testid="flow-form-designer">
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('flowDefs.formName')}>{info.formName}</Descriptions.Item>
        <Descriptions.Item label={t('flowDefs.formKey')}>{info.formKey}</Descriptions.Item>
        <Descriptions.Item label={t('flowDefs.formEntity')}>{`${entityName} (${entity.code})`}</Descriptions.Item>
      </Descriptions>
      {designVersion !== null ? (
        <Alert
          type="success"
          showIcon
          message={t('flowDefs.designed', { version: designVersion })}
          action={mayDesign ? <Button type="primary" onClick={openDesigner}>{t('flowDefs.openDesigner')}</Button> : null}
        />
      ) : (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('flowDefs.generatedNote', { formKey: info.formKey, entity: entityName })}
            action={mayDesign ? <Button onClick={openDesigner}>{t('flowDefs.designInDesigner')}</Button> : null}
          />
          <GeneratedFormPreview entity={entity} />
        </>
      )}
    </Card>
  );
}
