import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import '../../i18n/i18n';
import { FeatureGate } from './FeatureGate';

describe('feature gate', () => {
  afterEach(() => Cookies.remove('voucher_switch'));

  it('shows the feature when the session cookie flag is on', () => {
    Cookies.set('voucher_switch', 'true');
    render(<FeatureGate flag="voucher_switch">voucher screen</FeatureGate>);
    expect(screen.getByText('voucher screen')).toBeTruthy();
  });

  it('shows the unlock prompt instead when the flag is off or missing', () => {
    Cookies.set('voucher_switch', 'false');
    render(<FeatureGate flag="voucher_switch">voucher screen</FeatureGate>);
    expect(screen.queryByText('voucher screen')).toBeNull();
    expect(screen.getByText('This feature is locked')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Unlock this feature/ })).toBeTruthy();
  });
});
