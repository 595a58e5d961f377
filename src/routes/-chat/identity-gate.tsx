import { lazy, Suspense, useState, type ReactNode } from 'react';
import { readVisitorIdentity } from '../../contract/visitor-identity';

// Only a signed-in user's page needs the verification's code (its machine and call).
const VerifiedIdentity = lazy(() => import('./verified-identity').then((module) => ({ default: module.VerifiedIdentity })));

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
    <Suspense fallback={null}>
      <VerifiedIdentity organisationId={organisationId} identity={identity}>
        {children}
      </VerifiedIdentity>
    </Suspense>
  );
}
