// The team side's settings (issue 13): the session cookie's secret and lifetime, how long an
// invitation works, and the demo owner's password. Parsed once, with the rest of config.ts.
import { randomBytes } from 'node:crypto';

export interface TeamConfig {
  /**
   * SESSION_SECRET signs the session cookie. Unset: a random one per process, so sessions end
   * when the server restarts and do not carry between instances; set it (32+ characters) for both.
   */
  sessionSecret: string;
  sessionSecretFixed: boolean;
  /** How long a console session lasts without signing in again (SESSION_TTL_HOURS, or SESSION_TTL_SECONDS when set). */
  sessionTtlMs: number;
  /** How long an invitation link works. */
  invitationTtlMs: number;
  /** DEMO_OWNER_PASSWORD: the demo owner's (demo@korero.local); unset, one is generated and printed at first seed. */
  demoOwnerPassword?: string;
}

export const DEMO_OWNER_EMAIL = 'demo@korero.local';
const HOUR_MS = 60 * 60 * 1000;

type Env = Record<string, string | undefined>;

export function teamSettings(env: Env, integerIn: (name: string, fallback: number, min: number, max: number) => number, fail: (message: string) => Error): TeamConfig {
  const secret = env.SESSION_SECRET?.trim();
  if (secret !== undefined && secret !== '' && secret.length < 32) throw fail('SESSION_SECRET must be at least 32 characters');
  const demoOwnerPassword = env.DEMO_OWNER_PASSWORD?.trim() || undefined;
  if (demoOwnerPassword !== undefined && demoOwnerPassword.length < 10) throw fail('DEMO_OWNER_PASSWORD must be at least 10 characters');
  return {
    sessionSecret: secret || randomBytes(32).toString('base64url'),
    sessionSecretFixed: Boolean(secret),
    // Seconds when set: a shift of minutes on a shared screen, or a browser test that watches a session end.
    sessionTtlMs: env.SESSION_TTL_SECONDS?.trim()
      ? integerIn('SESSION_TTL_SECONDS', 0, 5, 90 * 24 * 60 * 60) * 1000
      : integerIn('SESSION_TTL_HOURS', 12, 1, 24 * 90) * HOUR_MS,
    invitationTtlMs: integerIn('INVITATION_TTL_HOURS', 72, 1, 24 * 90) * HOUR_MS,
    demoOwnerPassword,
  };
}
