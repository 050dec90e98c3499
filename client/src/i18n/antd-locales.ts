import type { Locale } from '@covers/shared';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import thTH from 'antd/locale/th_TH';
import zhCN from 'antd/locale/zh_CN';
import zhHK from 'antd/locale/zh_HK';

/** The component library's own strings (pickers, pagination, empty states) in the five languages. */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = { en_US: enUS, zh_CN: zhCN, id_ID: idID, zh_HK: zhHK, th_TH: thTH };
