import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { switchOutlet } from '../../session/switch-outlet';
import { useSession } from '../../session/use-session';

/** Switches the current outlet (the `rid` of every call); cached data of the previous outlet is dropped. */
export function OutletSwitcher() {
  const { t } = useTranslation();
  const { outlets, outlet } = useSession();
  if (outlets.length === 0) return null;
  return (
    <Select<number>
      aria-label={t('shell.outlet')}
      data-testid="outlet-switcher"
      value={outlet?.rid}
      onChange={(rid) => switchOutlet(rid)}
      options={outlets.map((candidate) => ({ value: candidate.rid, label: candidate.name }))}
      style={{ minWidth: 200 }}
      popupMatchSelectWidth={false}
      showSearch={outlets.length > 8}
      optionFilterProp="label"
    />
  );
}
