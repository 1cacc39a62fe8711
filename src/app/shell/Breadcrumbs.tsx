import HomeOutlined from '@ant-design/icons/HomeOutlined';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NavNode } from '../../../schemas/menus/types';
import { localName } from '../../i18n';
import type { Language } from '../session/loginInfo';
import type { AppRoute } from '../routes/types';
import { trailTo } from './navTree';

interface BreadcrumbsProps {
  tree: readonly NavNode[];
  route: AppRoute | null;
  title: string;
  onHome: () => void;
}

/** module › page, from the nav tree (a fixed page outside the tree shows its own title). */
export function Breadcrumbs({ tree, route, title, onHome }: BreadcrumbsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const trail = route ? trailTo(tree, route.path) : [];
  const items = [
    { key: 'home', title: <HomeOutlined aria-label={t('shell.home')} style={{ cursor: 'pointer' }} />, onClick: onHome },
    ...(trail.length ? trail.slice(0, -1).map((node) => ({ key: `n${node.id}`, title: localName(node, language) })) : []),
    ...(title ? [{ key: 'page', title }] : []),
  ];
  return <Breadcrumb items={items} />;
}
