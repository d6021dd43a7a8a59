/**
 * The own-account calls, declared here until the generated contract (schema.d.ts) is regenerated
 * from the server's document; app/api-contract.ts checks that they agree with it.
 */

/** POST /users/me/password/ (204). */
export interface PasswordChange {
  current_password: string;
  new_password: string;
}

/** A row of GET /users/me/sessions/, newest first. */
export interface OwnSession {
  id: string;
  started_at: string;
  expires_at: string;
  client_ip: string | null;
  user_agent: string | null;
  /** The session of the token that asks: this device. */
  current: boolean;
}

/** What DELETE /users/me/sessions/ answers: how many of the other sessions it ended. */
export interface EndedSessions {
  ended: number;
}

export const sessionKeys = {
  all: ['own-sessions'] as const,
  list: (params: object) => ['own-sessions', 'list', params] as const,
};
