// A team member's console session ending by itself, in Chromium against the real server (issue 13):
// the server runs with sessions of a few seconds (SESSION_TTL_SECONDS), the member signs in and
// does nothing; when the session's time is up the server ends its live stream, the refused
// reconnection brings the sign-in form back with the catalogue's "session has ended" text, in the
// page's language. Nothing here waits a fixed time: each step waits for what the console shows.
// Needs `npm run build`.
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../src/contract/texts.ts';
import GERMAN from '../../src/ui/shared/i18n/de.ts';
import { absent, visible } from './support/chat-page.ts';
import { OWNER_EMAIL, OWNER_PASSWORD, useBrowserSuite } from './support/suite.ts';
import { newMemberPage, signInMember } from './support/team-console.ts';

/** Long enough for a loaded machine to sign in and open the live stream, short enough to watch it end. */
const SESSION_SECONDS = 10;

const suite = useBrowserSuite({ env: { SESSION_TTL_SECONDS: String(SESSION_SECONDS) } });

describe('a console session that expires', () => {
  it('brings the sign-in back with "your session has ended" once its time is up, in the page\'s language', { timeout: 120_000 }, async () => {
    const member = await newMemberPage(suite.browser);
    try {
      const { page } = member;
      await page.goto(suite.url('/operator?locale=de'));
      await signInMember(page, OWNER_EMAIL, OWNER_PASSWORD, { email: 'E-Mail', password: 'Passwort', signIn: 'Anmelden', team: 'Team' });
      await expect.poll(() => page.locator('[data-live]').getAttribute('data-live')).toBe('live');
      await visible(page.getByRole('navigation', { name: 'Unterhaltungen' }));

      // The member does nothing; the session's end ends the stream, and its reconnection is refused.
      await visible(page.getByRole('alert').filter({ hasText: GERMAN.sessionExpired }), (SESSION_SECONDS + 30) * 1000);
      await visible(page.getByLabel('Passwort', { exact: true }));
      await absent(page.getByRole('navigation', { name: 'Unterhaltungen' }));
      expect(GERMAN.sessionExpired).not.toBe(TEXTS.sessionExpired);

      // Signing in again opens the console as before.
      await signInMember(page, OWNER_EMAIL, OWNER_PASSWORD, { email: 'E-Mail', password: 'Passwort', signIn: 'Anmelden', team: 'Team' });
      await visible(page.getByRole('navigation', { name: 'Unterhaltungen' }));
    } finally {
      await member.context.close();
    }
  });
});
