// @fastify/session's store over member_sessions. The cookie carries the session id; the table
// keys it by its sha256. Reading a session also reads its member (one query), so the role and name
// a route sees are always current and a removed member has no session at all.
import { createHash } from 'node:crypto';
import type { SessionStore } from '@fastify/session';
import type { Store } from '../store/db.ts';
import { deleteSession, findLiveSession, saveSession, type SessionMember } from '../store/member-sessions-repository.ts';

/** How member_sessions keys a session (and how its end is announced to the live streams). */
export const hashSessionId = (sessionId: string) => createHash('sha256').update(sessionId, 'utf8').digest('hex');

/** What the session holds beyond the cookie: set at sign-in, read by team/operator-access.ts. */
export interface SessionFields {
  memberId?: string;
  organisationId?: string;
  /** Filled from the members table when the session is read; never stored. */
  member?: SessionMember;
}

type SessionObject = SessionFields & { cookie?: { expires?: Date | string | null } };

function expiryOf(session: SessionObject, fallback: number): number {
  const expires = session.cookie?.expires;
  const time = expires ? new Date(expires).getTime() : Number.NaN;
  return Number.isFinite(time) ? time : fallback;
}

export function databaseSessionStore(store: Store, ttlMs: number, now: () => number = Date.now): SessionStore {
  const settle = (work: Promise<unknown>, callback: (error?: unknown) => void) =>
    work.then(() => callback(), (error: unknown) => callback(error));
  return {
    get(sessionId, callback) {
      findLiveSession(store.db, hashSessionId(sessionId), now()).then(
        (found) => callback(null, found ? ({ ...found.data, member: found.member } as never) : null),
        (error: unknown) => callback(error),
      );
    },
    set(sessionId, session, callback) {
      const fields = session as unknown as SessionObject;
      // Only a signed-in member's session is kept: a visitor never gets a row.
      if (!fields.memberId || !fields.organisationId) return callback();
      const { member: _member, ...data } = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
      const at = now();
      settle(
        saveSession(store.db, {
          idHash: hashSessionId(sessionId),
          memberId: fields.memberId,
          organisationId: fields.organisationId,
          data,
          expiresAt: expiryOf(fields, at + ttlMs),
          now: at,
        }),
        callback,
      );
    },
    destroy(sessionId, callback) {
      settle(deleteSession(store.db, hashSessionId(sessionId)), callback);
    },
  };
}

declare module 'fastify' {
  interface Session extends SessionFields {
    /** @fastify/csrf-protection's secret for this session. */
    _csrf?: string;
  }
}
