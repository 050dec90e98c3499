import type { PermissionLevel } from '@covers/shared';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionLevel } from '../../../session/permissions';

/** The caller's Restaurant Setup "Sections and Table Plans" level at the current outlet (spec §6). */
function usePlanAccess(): PermissionLevel {
  return usePermissionLevel('sectionsAndTablePlans');
}

/** No Access shows the forbidden state (and asks the server nothing); View Only gets the screen read-only. */
export function PlanAccessGate({ children }: { children: (editable: boolean) => ReactNode }) {
  const { t } = useTranslation();
  const access = usePlanAccess();
  if (access === 'none')
    return <Result status="403" title={t('floorUi.noAccessTitle')} subTitle={t('floorUi.noAccessBody')} data-testid="floor-no-access" />;
  return <>{children(access === 'all')}</>;
}
