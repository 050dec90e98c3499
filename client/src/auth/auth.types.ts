import type { RefreshResult as Tokens } from '@covers/shared';

/** A call that failed on an expired or invalid token, waiting for the refresh to replay it. */
export interface TokenWaiter {
  resolve: (accessToken: string) => void;
  reject: (reason: Error) => void;
}

export interface StoredTokens extends Tokens {
  /** Epoch ms when the tokens were received: sizes the early-refresh margin. */
  received_at: number;
}

export interface AuthContext {
  tokens: StoredTokens | null;
  waiters: TokenWaiter[];
}

export type AuthEvent =
  | { type: 'SIGNED_IN'; tokens: Tokens }
  | { type: 'SIGN_OUT' }
  | { type: 'TOKEN.REJECTED'; waiter: TokenWaiter }
  | { type: 'TOKEN.REFRESH' };

export interface AuthInput {
  tokens: StoredTokens | null;
}

export class SessionEndedError extends Error {
  constructor() {
    super('session ended');
    this.name = 'SessionEndedError';
  }
}
