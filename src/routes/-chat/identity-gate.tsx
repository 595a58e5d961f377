import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { readVisitorIdentity, type VisitorIdentity } from '../../contract/visitor-identity';
import { selectIdentitySettled } from '../../machines/visitor-identity-selectors';
import { provideVisitorIdentityActors } from '../-wiring/chat-actors';

const visitorIdentity = provideVisitorIdentityActors();

type IdentityGateProps = { organisationId: string; children: ReactNode };

/**
 * Starts the chat (its children) at once for an anonymous visitor; for a site's signed-in user
 * (?userId=&userHash=, from the embed tag's data-user-id and data-user-hash) only once the server
 * has verified them or refused, because the chat reads the stored ids when it starts. Meanwhile the
 * frame's server-rendered first view stays.
 */
export function IdentityGate({ organisationId, children }: IdentityGateProps) {
  const [identity] = useState(() => (typeof location === 'undefined' ? null : readVisitorIdentity(location.search)));
  if (!identity) return children;
  return (
    <VerifiedIdentity organisationId={organisationId} identity={identity}>
      {children}
    </VerifiedIdentity>
  );
}

function VerifiedIdentity({ organisationId, identity, children }: IdentityGateProps & { identity: VisitorIdentity }) {
  const identityRef = useActorRef(visitorIdentity, { input: { organisationId, ...identity } });
  const settled = useSelector(identityRef, selectIdentitySettled);
  return settled ? children : null;
}
