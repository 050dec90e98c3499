import { StopOutlined } from '@ant-design/icons';
import type { PermissionLevel } from '@covers/shared';
import { Result } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionLevel } from '../../../session/permissions';

/** The caller's Restaurant Setup "Service and Online Booking Slot" level at the current outlet (spec §6). */
export function useServicesLevel(): PermissionLevel {
  return usePermissionLevel('servicesAndSlots');
}

/** True when the caller may only look: every editing control is hidden or disabled. */
export function useReadOnly(): boolean {
  return useServicesLevel() !== 'all';
}

/** No Access shows the forbidden state instead of the screen; View Only gets the screen read-only. */
export function ServicesAccess({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (useServicesLevel() === 'none')
    return (
      <div data-testid="availability-no-access">
        <Result
          status="warning"
          icon={<StopOutlined />}
          title={t('availabilityUi.noAccessTitle')}
          subTitle={t('availabilityUi.noAccessBody')}
        />
      </div>
    );
  return <>{children}</>;
}

/** A screen of this area, behind the access check (the default export of each route's page). */
export function withServicesAccess(Screen: ComponentType): ComponentType {
  return function AvailabilityScreen() {
    return (
      <ServicesAccess>
        <Screen />
      </ServicesAccess>
    );
  };
}
