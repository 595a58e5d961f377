import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { consoleSignInMachine } from '../../machines/console-sign-in-machine';
import { selectConsoleSession, selectInvitation, selectSignInError, selectSignInScreen } from '../../machines/console-sign-in-selectors';
import { operatorConsoleMachine } from '../../machines/operator-console-machine';
import { selectKeyError, selectOperatorKey, selectOperatorScreen } from '../../machines/operator-console-selectors';
import { provideConsoleSignInActors, readConsoleSignInInput } from '../-wiring/console-sign-in-actors';
import { provideOperatorConsoleActors, readOperatorConsoleInput } from '../-wiring/operator-actors';
import { actorDevtools } from '../../services/devtools';
import { InvitationForm } from '../../ui/operator/invitation-form';
import { MemberSignInForm } from '../../ui/operator/member-sign-in-form';
import { OperatorSignIn } from '../../ui/operator/operator-sign-in';
import { PageLoading } from '../../ui/pages/page-loading';
import { useOrganisation } from '../-chat/use-routed-organisation';
import { CONSOLE_TEXTS } from '../../ui/operator/i18n/console-texts';
import { ConsoleTextsProvider, useConsoleTexts, useLoadedConsoleTexts } from '../../ui/operator/i18n/console-texts-context';
import { useTexts } from '../../ui/shared/i18n/texts';
import { MemberConsole } from './member-console';
import { OperatorWorkspace } from './operator-workspace';

const operatorConsole = provideOperatorConsoleActors(operatorConsoleMachine);
const consoleSignIn = provideConsoleSignInActors(consoleSignInMachine);

export type OperatorConsoleRef = ActorRefFrom<typeof operatorConsoleMachine>;
export type ConsoleSignInRef = ActorRefFrom<typeof consoleSignInMachine>;

/**
 * /operator and /{organisation_id}/operator: a team member signs in with their email and password
 * (or an invitation link, or the organisation's operator key), then reads its conversations and
 * responds to contacts (SPEC.md §1, §6; issue 13).
 */
export function OperatorConsoleScreen({ organisationId }: { organisationId: string }) {
  // The console's labels in the language the page chose (?locale=, else the browser's).
  const consoleText = useLoadedConsoleTexts(useTexts().locale);
  // Only in another language, for the moment its labels take to arrive.
  if (!consoleText) return <PageLoading text={CONSOLE_TEXTS.loadingConsole} />;
  return (
    <ConsoleTextsProvider text={consoleText}>
      <ConsoleScreen organisationId={organisationId} />
    </ConsoleTextsProvider>
  );
}

function ConsoleScreen({ organisationId }: { organisationId: string }) {
  const t = useConsoleTexts();
  const organisation = useOrganisation(organisationId);
  // Read once: the invitation's token leaves the address bar as it is read.
  const [signInInput] = useState(() => readConsoleSignInInput(organisationId));
  const signInRef: ConsoleSignInRef = useActorRef(consoleSignIn, { input: signInInput, ...actorDevtools });
  const consoleRef: OperatorConsoleRef = useActorRef(operatorConsole, { input: readOperatorConsoleInput(organisationId), ...actorDevtools });
  const signInScreen = useSelector(signInRef, selectSignInScreen);
  const session = useSelector(signInRef, selectConsoleSession);
  const signInError = useSelector(signInRef, selectSignInError);
  const invitation = useSelector(signInRef, selectInvitation);
  const keyScreen = useSelector(consoleRef, selectOperatorScreen);
  const operatorKey = useSelector(consoleRef, selectOperatorKey);
  const keyError = useSelector(consoleRef, selectKeyError);

  if (!organisation || signInScreen === 'checking') return <PageLoading text={t('loadingConsole')} />;
  if (signInScreen === 'signedIn' && session) {
    return <MemberConsole key={session.member.id} organisation={organisation} session={session} signInRef={signInRef} />;
  }
  if (keyScreen === 'signedIn' && operatorKey) {
    // A new key is a new workspace: its chat sends with that key.
    return <OperatorWorkspace key={operatorKey} organisation={organisation} consoleRef={consoleRef} operatorKey={operatorKey} />;
  }
  const inviting = signInScreen === 'invitation' || signInScreen === 'accepting' || signInScreen === 'invitationInvalid';
  return (
    <OperatorSignIn
      organisation={organisation}
      checking={keyScreen === 'checkingKey'}
      error={keyError}
      onSubmit={(key) => consoleRef.send({ type: 'key.submitted', operatorKey: key })}
    >
      {inviting ? (
        <InvitationForm
          invitation={invitation}
          invalid={signInScreen === 'invitationInvalid'}
          accepting={signInScreen === 'accepting'}
          error={signInError}
          onSubmit={(name, password) => signInRef.send({ type: 'invitation.submitted', name, password })}
          onDismiss={() => signInRef.send({ type: 'invitation.dismissed' })}
        />
      ) : (
        <MemberSignInForm
          organisationName={organisation.name}
          checking={signInScreen === 'signingIn'}
          error={signInError}
          onSubmit={(email, password) => signInRef.send({ type: 'signIn.submitted', email, password })}
        />
      )}
    </OperatorSignIn>
  );
}
