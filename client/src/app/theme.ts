import type { ThemeConfig } from 'antd';

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#c2410c',
    borderRadius: 6,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Thai', 'PingFang SC', sans-serif",
  },
};
