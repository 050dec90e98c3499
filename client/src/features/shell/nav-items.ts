import type { SessionOutlet, SessionUser } from '@covers/shared';
import { NAV_GROUP_LABELS, type MenuEntry, type NavGroupLabel } from '../../app/feature';
import { FEATURES } from '../../app/features';
import { routePermission } from '../../app/routes';
import { mayOpen } from '../../session/permissions';

export interface NavGroup {
  label: NavGroupLabel;
  items: Pick<MenuEntry, 'path' | 'title'>[];
}

/** The main navigation: one group per area of spec §1, holding the features' menu entries. */
export const NAV_GROUPS: NavGroup[] = NAV_GROUP_LABELS.map((label) => ({
  label,
  items: FEATURES.flatMap((feature) => feature.menu.filter((entry) => entry.group === label).map(({ path, title }) => ({ path, title }))),
}));

/** The navigation a caller sees at an outlet: entries whose route needs a permission they hold at No Access are left out. */
export function navGroupsFor(user: SessionUser | null, outlet: SessionOutlet | null): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => mayOpen(user, outlet, routePermission(item.path))),
  })).filter((group) => group.items.length > 0);
}
