// A site's signed-in user (identity verification, issue 14). The embed loader passes every data-
// attribute of its tag to the frame's query, so data-user-id and data-user-hash arrive as ?userId=
// and ?userHash= (the dataset's names); Korero's own pages take the same two.
export const USER_ID_PARAM = 'userId';
export const USER_HASH_PARAM = 'userHash';

export interface VisitorIdentity {
  userId: string;
  userHash: string;
}

/** The identity a page was given, or null: both parts, or nothing (an id alone is ignored). */
export function readVisitorIdentity(search: string): VisitorIdentity | null {
  const params = new URLSearchParams(search);
  const userId = params.get(USER_ID_PARAM)?.trim();
  const userHash = params.get(USER_HASH_PARAM)?.trim();
  return userId && userHash ? { userId, userHash } : null;
}
