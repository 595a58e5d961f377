import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { VisitorIdentity } from '../../contract/visitor-identity';
import { selectIdentitySettled } from '../../machines/visitor-identity-selectors';
import { provideVisitorIdentityActors } from '../-wiring/visitor-identity-actors';

const visitorIdentity = provideVisitorIdentityActors();

type VerifiedIdentityProps = { organisationId: string; identity: VisitorIdentity; children: ReactNode };

/** Asks the server about the identity, then shows the chat (verified or not: refused is anonymous). */
export function VerifiedIdentity({ organisationId, identity, children }: VerifiedIdentityProps) {
  const identityRef = useActorRef(visitorIdentity, { input: { organisationId, ...identity } });
  const settled = useSelector(identityRef, selectIdentitySettled);
  return settled ? children : null;
}
