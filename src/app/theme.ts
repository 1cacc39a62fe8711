import type { ThemeConfig } from 'antd';
import { brand } from './brand';

/** antd theme of the build: its primary colour. */
export const themeConfig: ThemeConfig = { token: { colorPrimary: brand.primaryColor, borderRadius: 6 } };
