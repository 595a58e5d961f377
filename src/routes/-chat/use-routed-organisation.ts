// The organisation of a routed page (a file apart from use-organisation.ts: the embed frame, which has no
// router, must not import it; vite.config.ts bundles all the frame imports into one chunk).
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Organisation } from '../../contract/contract';
import { useOrganisationLoader } from './use-organisation';

/** The organisation, or null while it loads; on a failure the default demo is a navigation within the app. */
export function useOrganisation(organisationId: string): Organisation | null {
  const navigate = useNavigate();
  const leave = useCallback(() => void navigate({ to: '/' }), [navigate]);
  return useOrganisationLoader(organisationId, leave);
}
