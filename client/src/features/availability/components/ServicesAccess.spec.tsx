import { NO_PERMISSIONS, type PermissionLevel } from '@covers/shared';
import { render, screen } from '@testing-library/react';
import '../../../i18n/i18n';
import { ServicesAccess, useReadOnly } from './ServicesAccess';

function signedInWith(servicesAndSlots: PermissionLevel, superAdmin = false) {
  localStorage.setItem(
    'covers.user',
    JSON.stringify({ user_uid: 'u1', username: 'amy', staff_name: 'Amy', group_uid: 'g', language: 'en_US', super_admin: superAdmin }),
  );
  localStorage.setItem(
    'covers.outlets',
    JSON.stringify([
      {
        rid: 1,
        name: 'Outlet',
        Ruid: 'r1',
        country_code: 'SG',
        currency: 'SGD',
        timezone: 'Asia/Singapore',
        access_type: 'Custom',
        permissions: { ...NO_PERMISSIONS, servicesAndSlots },
      },
    ]),
  );
}

function Screen() {
  return <p>{useReadOnly() ? 'read-only screen' : 'editable screen'}</p>;
}

const renderScreen = () =>
  render(
    <ServicesAccess>
      <Screen />
    </ServicesAccess>,
  );

describe('availability screens by Service and Online Booking Slot access', () => {
  afterEach(() => localStorage.clear());

  it('No Access shows the forbidden state instead of the screen', () => {
    signedInWith('none');
    renderScreen();
    expect(screen.getByTestId('availability-no-access').textContent).toContain('No access to services');
    expect(screen.queryByText(/screen$/)).toBeNull();
  });

  it('View Only gets the screen read-only', () => {
    signedInWith('view');
    renderScreen();
    expect(screen.getByText('read-only screen')).toBeTruthy();
  });

  it('All Access, and a super-admin whatever the outlet says, may edit', () => {
    signedInWith('all');
    const { unmount } = renderScreen();
    expect(screen.getByText('editable screen')).toBeTruthy();
    unmount();
    signedInWith('none', true);
    renderScreen();
    expect(screen.getByText('editable screen')).toBeTruthy();
  });
});
