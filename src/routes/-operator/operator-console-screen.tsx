import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { operatorConsoleMachine } from '../../machines/operator-console-machine';
import { selectKeyError, selectOperatorKey, selectOperatorScreen } from '../../machines/operator-console-selectors';
import { provideOperatorConsoleActors, readOperatorConsoleInput } from '../../services/operator-actors';
import { actorDevtools } from '../../services/devtools';
import { OperatorSignIn } from '../../ui/operator-sign-in';
import { PageLoading } from '../../ui/page-loading';
import { useOrganisation } from '../-chat/use-organisation';
import { OperatorWorkspace } from './operator-workspace';

const operatorConsole = provideOperatorConsoleActors(operatorConsoleMachine);

export type OperatorConsoleRef = ActorRefFrom<typeof operatorConsoleMachine>;

/**
 * /operator and /{organisation_id}/operator: a team member signs in with the organisation's
 * operator key, then reads its conversations and responds to contacts (SPEC.md §1, §6).
 */
export function OperatorConsoleScreen({ organisationId }: { organisationId: string }) {
  const organisation = useOrganisation(organisationId);
  const consoleRef: OperatorConsoleRef = useActorRef(operatorConsole, { input: readOperatorConsoleInput(organisationId), ...actorDevtools });
  const screen = useSelector(consoleRef, selectOperatorScreen);
  const operatorKey = useSelector(consoleRef, selectOperatorKey);
  const keyError = useSelector(consoleRef, selectKeyError);

  if (!organisation) return <PageLoading text="Loading operator console" />;
  if (screen === 'signedIn' && operatorKey) {
    // A new key is a new workspace: its chat sends with that key.
    return <OperatorWorkspace key={operatorKey} organisation={organisation} consoleRef={consoleRef} operatorKey={operatorKey} />;
  }
  return (
    <OperatorSignIn
      organisation={organisation}
      checking={screen === 'checkingKey'}
      error={keyError}
      onSubmit={(key) => consoleRef.send({ type: 'key.submitted', operatorKey: key })}
    />
  );
}
