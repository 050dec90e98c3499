import type { Feature } from '../../app/feature';
import { floorPlansKey } from './api/floor.keys';

/** Sections and table plans: the plan list and the table-plan editor. */
export const floorFeature: Feature = {
  routes: [
    {
      path: '/tableEditor',
      title: 'tableEditor',
      flag: 'custom_table_plan_switch',
      permission: 'sectionsAndTablePlans',
      page: () => import('./views/table-editor/TableEditorPage'),
    },
    {
      path: '/sectionTable',
      title: 'sectionTable',
      permission: 'sectionsAndTablePlans',
      page: () => import('./views/sections/SectionTablePage'),
    },
  ],
  menu: [{ group: 'navSetup', path: '/sectionTable', title: 'sectionTable' }],
  liveKeys: { 'TablePlan*': (event) => [floorPlansKey(event.rid ?? undefined)] },
};
