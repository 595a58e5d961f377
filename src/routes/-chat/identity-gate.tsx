import { useState, type ReactNode } from 'react';
import { readVisitorIdentity, type VisitorIdentity } from '../../contract/visitor-identity';
import { forgetSignedInUser } from '../-wiring/identity-sign-out';
import { loadOnce, useLoadedModule } from '../../ui/shared/use-loaded-module';

// Only a signed-in user's page needs the verification's code (its machine and call).
const verifiedIdentity = loadOnce(() => import('./verified-identity'));

type IdentityGateProps = { organisationId: string; children: ReactNode };

/**
 * Starts the chat (its children) at once for an anonymous visitor (a signed-in user this browser
 * remembers, whom the page no longer names, has signed out: forgotten first); for a site's signed-in user
 * (?userId=&userHash=, from the embed tag's data-user-id and data-user-hash) only once the server
 * has verified them or refused, because the chat reads the stored ids when it starts. Meanwhile the
 * frame's server-rendered first view stays.
 */
export function IdentityGate({ organisationId, children }: IdentityGateProps) {
  const [identity] = useState(() => {
    const given = typeof location === 'undefined' ? null : readVisitorIdentity(location.search);
    if (!given) forgetSignedInUser(organisationId);
    return given;
  });
  if (!identity) return children;
  return (
    <IdentityCheck organisationId={organisationId} identity={identity}>
      {children}
    </IdentityCheck>
  );
}

function IdentityCheck({ organisationId, identity, children }: IdentityGateProps & { identity: VisitorIdentity }) {
  const module = useLoadedModule(verifiedIdentity);
  if (!module) return null;
  return (
    <module.VerifiedIdentity organisationId={organisationId} identity={identity}>
      {children}
    </module.VerifiedIdentity>
  );
}
