import { apiOrigin } from '../api/api-host';
import { deepLinkOf, isOpenPath, mobileHostRedirect, saveDeepLink, takeDeepLink } from './access-rules';

describe('access rules', () => {
  it('opens callbacks, deposit, sign-in, reset and error pages without a session', () => {
    for (const path of ['/payment_callback', '/Deposit', '/deposit/123', '/signIn', '/signIn_reset', '/common_invalid', '/404'])
      expect(isOpenPath(path)).toBe(true);
    for (const path of ['/', '/gantt', '/reports', '/setting_deposit', '/usersandAccess', '/book']) expect(isOpenPath(path)).toBe(false);
    expect(isOpenPath('/book/covers-demo-sg')).toBe(true);
    expect(isOpenPath('/queueCheckIn')).toBe(true);
    expect(isOpenPath('/queueParty')).toBe(true);
    expect(isOpenPath('/queueCheckIn/x')).toBe(false);
  });

  it("opens a diner's confirmation page, and only a page under /confirm/", () => {
    expect(isOpenPath('/confirm/abc.def.ghi')).toBe(true);
    for (const path of ['/confirm', '/confirmation/x', '/Confirm/x']) expect(isOpenPath(path)).toBe(false);
  });

  it("opens a marketing message's unsubscribe page, and only a page under /unsubscribe/", () => {
    expect(isOpenPath('/unsubscribe/abc.def.ghi')).toBe(true);
    for (const path of ['/unsubscribe', '/unsubscribed/x', '/Unsubscribe/x']) expect(isOpenPath(path)).toBe(false);
  });

  it("opens a diner's feedback page, and only a page under /feedback/", () => {
    expect(isOpenPath('/feedback/abc.def.ghi')).toBe(true);
    for (const path of ['/feedback', '/feedbacks/x', '/Feedback/x']) expect(isOpenPath(path)).toBe(false);
  });

  it('redirects the mobile edition to the m. host, except deposit and sign-in pages and local hosts', () => {
    expect(mobileHostRedirect(new URL('https://console.covers.app/reports?x=1'), 'mobile')).toBe('https://m.covers.app/reports?x=1');
    expect(mobileHostRedirect(new URL('https://www.covers.app/'), 'mobile')).toBe('https://m.covers.app/');
    expect(mobileHostRedirect(new URL('https://covers.app/signIn'), 'mobile')).toBeNull();
    expect(mobileHostRedirect(new URL('https://covers.app/Deposit'), 'mobile')).toBeNull();
    expect(mobileHostRedirect(new URL('https://covers.app/book/covers-demo-sg'), 'mobile')).toBeNull();
    expect(mobileHostRedirect(new URL('https://m.covers.app/'), 'mobile')).toBeNull();
    expect(mobileHostRedirect(new URL('http://localhost:3000/'), 'mobile')).toBeNull();
    expect(mobileHostRedirect(new URL('http://127.0.0.1:3000/'), 'mobile')).toBeNull();
    expect(mobileHostRedirect(new URL('https://covers.app/'), 'desktop')).toBeNull();
  });

  it('keeps a hoiio link or a Diner Directory phone link, with the outlet of rid, across sign-in', () => {
    expect(deepLinkOf('/', '?add_reservation=hoiio&phone=6590001111&rid=2')).toEqual({
      path: '/?add_reservation=hoiio&phone=6590001111&rid=2',
      rid: 2,
    });
    expect(deepLinkOf('/DinerDirectory', '?phone=6590001111')).toEqual({ path: '/DinerDirectory?phone=6590001111', rid: null });
    expect(deepLinkOf('/DinerDirectory', '')).toBeNull();
    expect(deepLinkOf('/reports', '?phone=1')).toBeNull();
    saveDeepLink({ path: '/?add_reservation=hoiio', rid: 3 });
    expect(takeDeepLink()).toEqual({ path: '/?add_reservation=hoiio', rid: 3 });
    expect(takeDeepLink()).toBeNull();
  });

  it('derives the API host by prefix substitution, same origin in development and on plain hosts', () => {
    expect(apiOrigin({ protocol: 'https:', hostname: 'console.covers.app', port: '' }, false)).toBe('https://api.covers.app');
    expect(apiOrigin({ protocol: 'https:', hostname: 'm.covers.app', port: '' }, false)).toBe('https://api.covers.app');
    expect(apiOrigin({ protocol: 'https:', hostname: 'console.covers.app', port: '' }, true)).toBe('');
    expect(apiOrigin({ protocol: 'http:', hostname: 'localhost', port: '3000' }, false)).toBe('');
    expect(apiOrigin({ protocol: 'http:', hostname: '192.168.1.20', port: '3000' }, false)).toBe('');
  });

  it('keeps the page’s port on the derived API host (a console on a restaurant’s LAN)', () => {
    expect(apiOrigin({ protocol: 'http:', hostname: 'console.bistro.lan', port: '3000' }, false)).toBe('http://api.bistro.lan:3000');
    expect(apiOrigin({ protocol: 'https:', hostname: 'm.covers.app', port: '8443' }, false)).toBe('https://api.covers.app:8443');
  });
});
