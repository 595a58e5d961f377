import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { organisationMachine } from '../../machines/organisation-machine';
import { provideFrameOrganisationActors, provideOrganisationActors } from '../-wiring/chat-actors';
import { actorDevtools } from '../../services/devtools';
import { organisationInPage } from '../../services/frame-shell';
import type { Organisation } from '../../contract/contract';

const organisationLoader = provideOrganisationActors(organisationMachine);
const frameOrganisationLoader = provideFrameOrganisationActors(organisationMachine);

/**
 * The organisation a page is about, or null while it loads. When it cannot be loaded the visitor
 * is told so and taken to the default demo (SPEC.md §8), by `leave`.
 */
export function useOrganisationLoader(organisationId: string, leave: () => void): Organisation | null {
  const organisationRef = useActorRef(organisationLoader, { input: { organisationId }, ...actorDevtools });

  useEffect(() => {
    const subscription = organisationRef.on('organisation.failed', (event) => {
      window.alert(event.message);
      leave();
    });
    return () => subscription.unsubscribe();
  }, [organisationRef, leave]);

  return useSelector(organisationRef, (snapshot) => snapshot.context.organisation);
}

/**
 * The widget frame's organisation: a frame cannot send its visitor to the demo (the demo is not the
 * site's to embed), so a failure is reported for the frame to say the assistant is not available. It
 * starts from the organisation its server-rendered page carries, when there is one.
 */
export function useFrameOrganisation(organisationId: string): { organisation: Organisation | null; unavailable: boolean } {
  // Shown from the first render (the loader, which reads the same, answers a moment later): one
  // render fewer before the chat takes the first view over.
  const [inPage] = useState(() => organisationInPage(organisationId));
  const organisationRef = useActorRef(frameOrganisationLoader, { input: { organisationId }, ...actorDevtools });
  const organisation = useSelector(organisationRef, (snapshot) => snapshot.context.organisation);
  const unavailable = useSelector(organisationRef, (snapshot) => snapshot.context.error !== null);
  return { organisation: organisation ?? inPage, unavailable };
}
