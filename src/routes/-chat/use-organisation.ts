import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { organisationMachine } from '../../machines/organisation-machine';
import { provideOrganisationActors } from '../../services/actors';
import { actorDevtools } from '../../services/devtools';
import type { Organisation } from '../../services/contract';

const organisationLoader = provideOrganisationActors(organisationMachine);

/**
 * The organisation a page is about, or null while it loads. When it cannot be loaded the visitor
 * is told so and taken to the default demo (SPEC.md §8).
 */
export function useOrganisation(organisationId: string): Organisation | null {
  const navigate = useNavigate();
  const organisationRef = useActorRef(organisationLoader, { input: { organisationId }, ...actorDevtools });

  useEffect(() => {
    const subscription = organisationRef.on('organisation.failed', (event) => {
      window.alert(event.message);
      void navigate({ to: '/' });
    });
    return () => subscription.unsubscribe();
  }, [organisationRef, navigate]);

  return useSelector(organisationRef, (snapshot) => snapshot.context.organisation);
}
