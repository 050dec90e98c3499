import type { Feature } from '../../app/feature';

const hub = () => import('./views/SettingsHubPage');

/** The settings hub: spec §2's settings pages by group, each card shown to callers who may open its page. */
export const settingsFeature: Feature = {
  routes: [
    { path: '/setting', title: 'setting', page: hub },
    { path: '/settings', title: 'settings', page: hub },
  ],
  menu: [{ group: 'navSetup', path: '/settings', title: 'settings' }],
  liveKeys: {},
};
