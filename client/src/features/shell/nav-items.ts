import { NAV_GROUP_LABELS, type MenuEntry, type NavGroupLabel } from '../../app/feature';
import { FEATURES } from '../../app/features';

export interface NavGroup {
  label: NavGroupLabel;
  items: Pick<MenuEntry, 'path' | 'title'>[];
}

/** The main navigation: one group per area of spec §1, holding the features' menu entries. */
export const NAV_GROUPS: NavGroup[] = NAV_GROUP_LABELS.map((label) => ({
  label,
  items: FEATURES.flatMap((feature) => feature.menu.filter((entry) => entry.group === label).map(({ path, title }) => ({ path, title }))),
}));
