// The big screen when the role may open no dashboard: the product at a glance (modules, pages, to-dos,
// messages) and each module as a tile opening its first page, so the screen is still a way in.
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { routePathOf } from '../../../../src/app/routes/buildRoutes';
import type { Language } from '../../../../src/app/session/loginInfo';
import { useShell } from '../../../../src/app/shell/ShellContext';
import { localName } from '../../../../src/i18n';
import { moduleSummaries, pageCount } from '../../../../src/pages/shellStats';
import { SCREEN } from '../../../../src/templates/dashboard/screenColours';

const panel = { background: SCREEN.panel, border: `1px solid ${SCREEN.border}`, borderRadius: 8, padding: 20 } as const;

export function ProductGlance({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { tree, todo, open } = useShell();
  const modules = moduleSummaries(tree);
  const tiles = [
    { key: 'modules', label: t('workbench.display.modules'), value: modules.length },
    { key: 'pages', label: t('workbench.display.pages'), value: pageCount(tree) },
    { key: 'todo', label: t('workbench.display.todo'), value: todo.todo },
    { key: 'messages', label: t('workbench.display.messages'), value: todo.message },
  ];
  return (
    <div style={{ padding: 32, color: SCREEN.text }}>
      <Empty description={<span style={{ color: SCREEN.dim }}>{t('workbench.display.noScreens')}</span>} style={{ marginBottom: 24 }} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16, marginBottom: 24 }}>
        {tiles.map((tile) => (
          <div key={tile.key} style={panel}>
            <div style={{ color: SCREEN.dim }}>{tile.label}</div>
            <div style={{ fontSize: 40, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{tile.value}</div>
          </div>
        ))}
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}>
        {modules.map(({ node, pages }) => (
          <button
            key={node.id}
            type="button"
            onClick={() => open(routePathOf(pages[0])!)}
            data-testid={`display-module-${node.code}`}
            style={{ ...panel, width: '100%', padding: 14, display: 'flex', justifyContent: 'space-between', cursor: 'pointer', color: 'inherit', font: 'inherit', textAlign: 'start' }}
          >
            <span>{localName(node, language)}</span>
            <span style={{ color: SCREEN.accent }}>{pages.length}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
