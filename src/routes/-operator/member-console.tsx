import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import type { ConsoleSession, Organisation } from '../../contract/contract';
import { operatorConsoleMachine } from '../../machines/operator-console-machine';
import { teamMachine } from '../../machines/team-machine';
import { provideOperatorConsoleActors } from '../-wiring/operator-actors';
import { provideTeamActors } from '../-wiring/team-actors';
import { actorDevtools } from '../../services/devtools';
import { TeamPanel } from '../../ui/operator/team-panel';
import type { ConsoleSignInRef, OperatorConsoleRef } from './operator-console-screen';
import { KnowledgeView } from './knowledge-view';
import { OperatorWorkspace } from './operator-workspace';

const memberConsole = provideOperatorConsoleActors(operatorConsoleMachine);
const team = provideTeamActors(teamMachine);

type MemberConsoleProps = {
  organisation: Organisation;
  session: ConsoleSession;
  signInRef: ConsoleSignInRef;
};

/**
 * Signed in as a member (issue 13): the console on the member's session, with the team and knowledge panels.
 * A call the server refuses (the session ended, the member was removed) brings the sign-in back.
 */
export function MemberConsole({ organisation, session, signInRef }: MemberConsoleProps) {
  const consoleRef: OperatorConsoleRef = useActorRef(memberConsole, {
    input: { organisationId: organisation.id, operatorKey: null, memberSession: true },
    ...actorDevtools,
  });
  const teamRef = useActorRef(team, { input: { organisationId: organisation.id }, ...actorDevtools });
  const members = useSelector(teamRef, (snapshot) => snapshot.context.members);
  const busy = useSelector(teamRef, (snapshot) => snapshot.hasTag('busy'));
  const invitationUrl = useSelector(teamRef, (snapshot) => snapshot.context.invitationUrl);
  const teamError = useSelector(teamRef, (snapshot) => snapshot.context.error);

  const expireSession = useCallback(() => signInRef.send({ type: 'session.expired' }), [signInRef]);
  useEffect(() => {
    const expire = expireSession;
    const refused = consoleRef.subscribe((snapshot) => snapshot.hasTag('signedOut') && expire());
    const teamRefused = teamRef.on('session.expired', expire);
    return () => {
      refused.unsubscribe();
      teamRefused.unsubscribe();
    };
  }, [consoleRef, teamRef, expireSession]);

  return (
    <OperatorWorkspace
      organisation={organisation}
      consoleRef={consoleRef}
      operatorKey=""
      member
      onSignOut={() => signInRef.send({ type: 'signedOut' })}
      sidebarExtra={
        <>
          <TeamPanel
            me={session.member}
            members={members}
            busy={busy}
            invitationUrl={invitationUrl}
            error={teamError}
            onInvite={(email, role) => teamRef.send({ type: 'invite.submitted', email, role })}
            onChangeRole={(memberId, role) => teamRef.send({ type: 'role.changed', memberId, role })}
            onRemove={(memberId) => teamRef.send({ type: 'member.removed', memberId })}
          />
          <KnowledgeView organisationId={organisation.id} session={session} onSessionExpired={expireSession} />
        </>
      }
    />
  );
}
