import type { Locale } from '@covers/shared';
import type { Locale as AntdLocale } from 'antd/es/locale';

/** The component library's own strings (pickers, pagination, empty states) in the five languages, loaded when chosen. */
const LOADERS: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  en_US: () => import('antd/locale/en_US'),
  zh_CN: () => import('antd/locale/zh_CN'),
  id_ID: () => import('antd/locale/id_ID'),
  zh_HK: () => import('antd/locale/zh_HK'),
  th_TH: () => import('antd/locale/th_TH'),
};

export async function loadAntdLocale(locale: Locale): Promise<AntdLocale> {
  return (await LOADERS[locale]()).default;
}
