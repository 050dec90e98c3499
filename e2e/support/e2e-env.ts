/** The gateway under test signs tokens with this secret, so tests can forge an expired access token. */
export const E2E_JWT_SECRET = 'covers-e2e-secret';
