import { contextProperties, parseProjectKeys, projectKeyFor, withoutPersonalData } from './analytics-events';

describe('the analytics wrapper', () => {
  it('chooses the project key by the page origin, and is off for an origin without one', () => {
    const keys = parseProjectKeys('{"https://console.covers.app":"phc_live","https://console.test.covers.app":"phc_test"}');
    expect(projectKeyFor('https://console.covers.app', keys)).toBe('phc_live');
    expect(projectKeyFor('https://console.test.covers.app', keys)).toBe('phc_test');
    expect(projectKeyFor('http://localhost:3000', keys)).toBeNull();
    expect(parseProjectKeys(undefined)).toEqual({});
    expect(parseProjectKeys('not json')).toEqual({});
    expect(parseProjectKeys('{"https://a.example":42}')).toEqual({});
  });

  it('tells where an event happened: outlet, staff member, country, language, landing time, platform, environment, flags', () => {
    expect(
      contextProperties({
        restaurantUid: 'covers-demo-sg',
        userId: 'u-1',
        countryCode: 'SG',
        language: 'th_TH',
        landingTime: '2026-11-24T06:00:00.000Z',
        platform: 'cloud_mo',
        environment: 'production',
        featureFlags: { voucher_switch: true, is_mr: false } as never,
      }),
    ).toEqual({
      restaurant_uid: 'covers-demo-sg',
      user_id: 'u-1',
      country_code: 'SG',
      language: 'th_TH',
      landing_time: '2026-11-24T06:00:00.000Z',
      platform: 'cloud_mo',
      environment: 'production',
      flag_voucher_switch: true,
      flag_is_mr: false,
    });
  });

  it('never lets a diner’s personal data leave: unknown properties dropped, queries cut from URLs', () => {
    const sent = withoutPersonalData({
      event: 'screen_viewed',
      properties: {
        screen: 'dinerDirectory',
        restaurant_uid: 'covers-demo-sg',
        $current_url: 'https://console.covers.app/DinerDirectory?phone=%2B6591234567#x',
        $pathname: '/DinerDirectory',
        $el_text: 'Mei Ling Tan',
        phone: '+6591234567',
        email: 'mei@example.com',
        flag_voucher_switch: true,
      },
    });
    expect(sent.properties).toEqual({
      screen: 'dinerDirectory',
      restaurant_uid: 'covers-demo-sg',
      $current_url: 'https://console.covers.app/DinerDirectory',
      $pathname: '/DinerDirectory',
      flag_voucher_switch: true,
    });
    expect(JSON.stringify(sent)).not.toMatch(/6591234567|mei@|Mei Ling/);
  });
});
