// The antd theme of each portal inside the build's: the App's controls at least 44 px high, the
// Hmi's dark, high-contrast and large (64 px buttons, 20 px type).
import { theme, type ThemeConfig } from 'antd';
import type { DevicePortal } from './paths';

export const PORTAL_THEME: Record<DevicePortal, ThemeConfig> = {
  App: { token: { controlHeight: 44, controlHeightLG: 52, fontSize: 16 } },
  Hmi: {
    algorithm: theme.darkAlgorithm,
    token: { colorBgBase: '#000000', colorTextBase: '#ffffff', colorPrimary: '#0958d9', controlHeight: 56, controlHeightLG: 64, fontSize: 20, borderRadius: 6, colorBorder: '#bfbfbf' },
  },
};
