// The operator key: per organisation, in sessionStorage, so a team member's key never outlives the
// tab. A module of its own so that the visitor's pages never load it.
import { read, write } from './storage.ts';

export const OPERATOR_KEY_PREFIX = 'korero_operator_key:';

export const readOperatorKey = (organisationId: string): string | null =>
  read('sessionStorage', `${OPERATOR_KEY_PREFIX}${organisationId}`);
/** A null key forgets it ('Sign out', or a key the server refused). */
export const saveOperatorKey = (organisationId: string, operatorKey: string | null): void =>
  write('sessionStorage', `${OPERATOR_KEY_PREFIX}${organisationId}`, operatorKey);
