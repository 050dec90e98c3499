import { MESSAGES } from '../i18n';
import { SIGN_IN_LOCKOUT } from './sign-in-limits';

describe('sign-in lockout message', () => {
  it('names the lockout minutes in every locale', () => {
    for (const messages of Object.values(MESSAGES)) expect(messages.signin.accountLocked).toContain(String(SIGN_IN_LOCKOUT.minutes));
  });
});
