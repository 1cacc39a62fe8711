// report/react (BI分析): choose a source (a declared report the role holds), row and column
// dimensions (date fields by day, month, year), measures and filters; the server answers the pivot
// through the caller's visibility, drawn as a table with totals and a chart. Filters: a range of
// dates or numbers, values picked from the source, a text's part (FilterEditor). The pivot exports
// to .xlsx (the server writes it from the same query), the chart to PNG. Analyses are saved with
// their filters and shared with roles; a shared one opens read-only for its readers, who may save
// their own copy.
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import { Alert, App, Button, Card, Col, Empty, Form, List, Row, Segmented, Select, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postDownload } from '../../../../src/api/download';
import { errorMessage } from '../../../../src/api/errors';
import { currentLanguage } from '../../../../src/i18n';
import { BI_EXPORT_URL, type BiAnalysis, type BiQuery, type BiResult, type BiSource } from '../../contracts';
import { BiApi } from '../api';
import { saveChartPng } from './chartPng';
import { designOf, dimensionOptions, type DesignState, EMPTY_DESIGN, measureOptions, queryOf } from './designer';
import { FilterEditor } from './FilterEditor';
import { PivotChart } from './PivotChart';
import { PivotTable } from './PivotTable';
import { SaveDialog } from './SaveDialog';

const quiet = { ignoreError: true, cancelPrevious: false } as const;

export default function BiPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const language = currentLanguage();
  const label = useCallback((f: { name: string; nameEn: string }) => (language === 'en_US' ? f.nameEn : f.name), [language]);
  const [sources, setSources] = useState<BiSource[] | null>(null);
  const [saved, setSaved] = useState<BiAnalysis[] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [design, setDesign] = useState<DesignState>(EMPTY_DESIGN);
  const [opened, setOpened] = useState<BiAnalysis | null>(null);
  const [result, setResult] = useState<BiResult | null>(null);
  const [runError, setRunError] = useState<unknown>(null);
  const [running, setRunning] = useState(false);
  const [saving, setSaving] = useState(false);
  const [exporting, setExporting] = useState(false);
  // the query the pivot on screen answered: its export is of what is shown, not of unrun edits
  const [shown, setShown] = useState<BiQuery | null>(null);
  const chartHost = useRef<HTMLDivElement>(null);

  const reloadSaved = useCallback(() => BiApi.list([], quiet).then(setSaved), []);
  useEffect(() => {
    Promise.all([BiApi.sources([], quiet), BiApi.list([], quiet)])
      .then(([s, a]) => {
        setSources(s);
        setSaved(a);
      })
      .catch(setLoadError);
  }, []);

  const source = sources?.find((s) => s.code === design.source);
  const set = (patch: Partial<DesignState>) => setDesign((d) => ({ ...d, ...patch }));
  const query = queryOf(design);
  const run = useCallback(async (d: DesignState) => {
    const q = queryOf(d);
    if (!q) return;
    setRunning(true);
    setRunError(null);
    try {
      setResult(await BiApi.run([q], quiet));
      setShown(q);
    } catch (e) {
      setResult(null);
      setShown(null);
      setRunError(e);
    } finally {
      setRunning(false);
    }
  }, []);
  const open = (a: BiAnalysis) => {
    const d = designOf(a.query);
    setOpened(a);
    setDesign(d);
    void run(d);
  };
  const remove = (a: BiAnalysis) =>
    modal.confirm({
      title: t('workbench.bi.removeTitle'),
      content: t('workbench.bi.removeConfirm', { name: a.name }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await BiApi.remove([a.id]);
        if (opened?.id === a.id) setOpened(null);
        await reloadSaved();
      },
    });
  const save = async (name: string, roleIds: number[], asNew: boolean) => {
    if (!query) return;
    setSaving(true);
    try {
      const a = await BiApi.save([{ ...(opened?.mine && !asNew ? { id: opened.id } : {}), name, query, roleIds }]);
      setOpened(a);
      message.success(t('workbench.bi.saved'));
      await reloadSaved();
      return true;
    } finally {
      setSaving(false);
    }
  };

  const fileName = opened?.name ?? t('workbench.bi.title');
  const exportXlsx = async () => {
    if (!shown) return;
    setExporting(true);
    try {
      await postDownload(BI_EXPORT_URL, [shown, fileName], `${fileName}.xlsx`);
    } catch (e) {
      void message.error(errorMessage(e, t('workbench.bi.exportFailed')));
    } finally {
      setExporting(false);
    }
  };
  const exportPng = async () => {
    if (!(await saveChartPng(chartHost.current, fileName))) void message.error(t('workbench.bi.exportFailed'));
  };

  const dims = useMemo(() => dimensionOptions(source, label, { day: t('workbench.bi.day'), month: t('workbench.bi.month'), year: t('workbench.bi.year') }), [source, label, t]);
  const measures = useMemo(
    () => measureOptions(source, label, { sum: t('workbench.bi.sum'), count: t('workbench.bi.count'), avg: t('workbench.bi.avg'), min: t('workbench.bi.min'), max: t('workbench.bi.max') }),
    [source, label, t],
  );

  if (loadError) return <Alert type="error" showIcon message={t('workbench.loadFailed')} description={errorMessage(loadError, t('rpc.serviceException'))} />;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={6}>
        <Card title={t('workbench.bi.savedList')} variant="borderless" loading={saved === null} size="small">
          <List<BiAnalysis>
            size="small"
            dataSource={saved ?? []}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.bi.noSaved')} /> }}
            renderItem={(a) => (
              <List.Item
                data-testid={`bi-saved-${a.name}`}
                actions={a.mine ? [<Button key="rm" type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('workbench.bi.remove')} onClick={() => remove(a)} />] : []}
              >
                <Space direction="vertical" size={0}>
                  <Typography.Link onClick={() => open(a)}>{a.name}</Typography.Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {a.mine ? t('workbench.bi.mine') : t('workbench.bi.sharedBy', { name: a.ownerName })}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={18}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card
            variant="borderless"
            size="small"
            loading={sources === null}
            title={
              <Space>
                {t('workbench.bi.title')}
                {opened ? <Tag color={opened.mine ? 'blue' : 'gold'}>{opened.name}</Tag> : null}
              </Space>
            }
            extra={
              <Space>
                <Button type="primary" icon={<PlayCircleOutlined />} loading={running} disabled={!query} onClick={() => run(design)} data-testid="bi-run">
                  {t('workbench.bi.run')}
                </Button>
                <SaveDialog opened={opened} disabled={!query} saving={saving} onSave={save} />
              </Space>
            }
          >
            {sources && !sources.length ? (
              <Empty description={t('workbench.bi.noSources')} />
            ) : (
              <Form layout="vertical" size="small">
                <Row gutter={12}>
                  <Col xs={24} md={8}>
                    <Form.Item label={t('workbench.bi.source')}>
                      <Select
                        data-testid="bi-source"
                        showSearch
                        optionFilterProp="label"
                        value={design.source}
                        placeholder={t('workbench.bi.pickSource')}
                        options={(sources ?? []).map((s) => ({ value: s.code, label: label(s) }))}
                        onChange={(v) => {
                          setOpened(null);
                          setResult(null);
                          setDesign({ ...EMPTY_DESIGN, source: v });
                        }}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item label={t('workbench.bi.rows')}>
                      <Select data-testid="bi-rows" mode="multiple" maxCount={3} optionFilterProp="label" value={design.rows} options={dims} onChange={(v) => set({ rows: v })} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item label={t('workbench.bi.columns')}>
                      <Select data-testid="bi-columns" mode="multiple" maxCount={2} optionFilterProp="label" value={design.columns} options={dims} onChange={(v) => set({ columns: v })} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item label={t('workbench.bi.measures')}>
                      <Select data-testid="bi-measures" mode="multiple" maxCount={4} optionFilterProp="label" value={design.measures} options={measures} onChange={(v) => set({ measures: v })} />
                    </Form.Item>
                  </Col>
                  {source && (
                    <Col xs={24} md={16}>
                      <Form.Item label={t('workbench.bi.filters')}>
                        <FilterEditor source={source} filters={design.filters} onChange={(filters) => set({ filters })} language={language} />
                      </Form.Item>
                    </Col>
                  )}
                </Row>
              </Form>
            )}
          </Card>
          {runError ? <Alert type="error" showIcon role="alert" message={t('workbench.bi.runFailed')} description={errorMessage(runError, t('rpc.serviceException'))} /> : null}
          {result ? (
            <>
              <Card
                variant="borderless"
                size="small"
                title={t('workbench.bi.pivot')}
                extra={
                  <Button size="small" icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportXlsx()} data-testid="bi-export-xlsx">
                    {t('workbench.bi.exportXlsx')}
                  </Button>
                }
              >
                <PivotTable result={result} language={language} />
              </Card>
              <Card
                variant="borderless"
                size="small"
                title={t('workbench.bi.chart')}
                extra={
                  <Space>
                    <Segmented size="small" value={design.chart} onChange={(v) => set({ chart: v as DesignState['chart'] })} options={[{ value: 'bar', label: t('workbench.bi.bar') }, { value: 'line', label: t('workbench.bi.line') }, { value: 'pie', label: t('workbench.bi.pie') }]} />
                    <Button size="small" icon={<DownloadOutlined />} onClick={() => void exportPng()} data-testid="bi-export-png">
                      {t('workbench.bi.exportPng')}
                    </Button>
                  </Space>
                }
              >
                <div ref={chartHost}>
                  <PivotChart result={result} type={design.chart} language={language} />
                </div>
              </Card>
            </>
          ) : !runError ? (
            <Card variant="borderless">
              <Empty description={t('workbench.bi.hint')} />
            </Card>
          ) : null}
        </Space>
      </Col>
    </Row>
  );
}
