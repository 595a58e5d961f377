import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { ConversationRecordView } from './conversation-record-view';
import { selectContact, selectConversationId, selectPanel } from '../../machines/chat-selectors';
import { inboxLiveMachine } from '../../machines/inbox-live-machine';
import { selectLiveStatus } from '../../machines/inbox-live-selectors';
import {
  selectHandbackError,
  selectHasMorePages,
  selectInboxFilter,
  selectInboxSearch,
  selectIsHandingBack,
  selectIsLoadingMore,
  selectIsTakingOver,
  selectListError,
  selectNarrowView,
  selectOpenConversationId,
  selectOperatorConversations,
  selectWaitingCount,
} from '../../machines/operator-console-selectors';
import type { Organisation } from '../../contract/contract';
import { INBOX_FILTERS } from '../../contract/inbox';
import { actorDevtools } from '../../services/devtools';
import { playNotificationSound } from '../../services/sound';
import { FullscreenPage } from '../../ui/pages/fullscreen-page';
import * as styles from '../../ui/operator/operator-console.css';
import { renderAnswerVerdict } from '../../ui/operator/answer-verdict';
import { InboxFilters } from '../../ui/operator/inbox-filters';
import { OperatorConversationBar } from '../../ui/operator/operator-conversation-bar';
import { OperatorConversations } from '../../ui/operator/operator-conversations';
import { useNarrowScreen } from '../../ui/shared/use-narrow-screen';
import { useConsoleTexts } from '../../ui/operator/i18n/console-texts-context';
import { OrganisationChat } from '../-chat/organisation-chat';
import { provideInboxLiveActors } from '../-wiring/inbox-live-actors';
import { ContactsExport } from './contacts-export';
import type { OperatorConsoleRef } from './operator-console-screen';
import { useOperatorChat } from './use-operator-chat';

/** The skip link's target: the open conversation with its reply box. */
const REPLY_AREA_ID = 'reply';

const inboxLive = provideInboxLiveActors(inboxLiveMachine);

/** The reply box of the open conversation (the chat's composer). */
const replyBox = (root: HTMLElement | null) => root?.querySelector<HTMLTextAreaElement>('textarea[data-composer-input]') ?? null;

type OperatorWorkspaceProps = {
  organisation: Organisation;
  consoleRef: OperatorConsoleRef;
  /** '' when signed in as a member: the session goes with the calls instead. */
  operatorKey: string;
  /** Signing out of a member's session is the sign-in machine's; a key's is the console's own. */
  onSignOut?: () => void;
  /** Below the conversations: the team panel for a signed-in member. */
  sidebarExtra?: ReactNode;
  /** Signed in as a member: "Mine" and unread markers are theirs. */
  member?: boolean;
};

/**
 * Signed in: the organisation's inbox beside the selected conversation, in the operator viewpoint,
 * kept live by the organisation's event stream (inbox-live-machine.ts).
 */
export function OperatorWorkspace({ organisation, consoleRef, operatorKey, onSignOut, sidebarExtra, member = false }: OperatorWorkspaceProps) {
  const chatRef = useOperatorChat(organisation.id, operatorKey, consoleRef);
  const liveRef = useActorRef(inboxLive, { input: { organisationId: organisation.id, operatorKey }, ...actorDevtools });
  const conversations = useSelector(consoleRef, selectOperatorConversations);
  const listError = useSelector(consoleRef, selectListError);
  const handingBack = useSelector(consoleRef, selectIsHandingBack);
  const takingOver = useSelector(consoleRef, selectIsTakingOver);
  const handbackError = useSelector(consoleRef, selectHandbackError);
  const filter = useSelector(consoleRef, selectInboxFilter);
  const search = useSelector(consoleRef, selectInboxSearch);
  const hasMore = useSelector(consoleRef, selectHasMorePages);
  const loadingMore = useSelector(consoleRef, selectIsLoadingMore);
  const waitingCount = useSelector(consoleRef, selectWaitingCount);
  const narrowView = useSelector(consoleRef, selectNarrowView);
  const openConversationId = useSelector(consoleRef, selectOpenConversationId);
  const selectedConversationId = useSelector(chatRef, selectConversationId);
  const panel = useSelector(chatRef, selectPanel);
  const contact = useSelector(chatRef, selectContact);
  const selected = conversations.find((conversation) => conversation.id === selectedConversationId);
  const liveStatus = useSelector(liveRef, selectLiveStatus);
  const narrow = useNarrowScreen();
  const t = useConsoleTexts();
  const root = useRef<HTMLDivElement>(null);

  // The live stream says when to read again: the list always, the open conversation when it is the one that changed.
  useEffect(() => {
    const refreshList = () => consoleRef.send({ type: 'conversations.refresh' });
    const pollOpen = () => chatRef.getSnapshot().children.conversationPoller?.send({ type: 'poll.now' });
    const subscriptions = [
      liveRef.on('inbox.changed', ({ changes }) => {
        refreshList();
        const openId = selectConversationId(chatRef.getSnapshot());
        if (changes.some((change) => change.kind === 'contact' || change.id === openId)) pollOpen();
      }),
      liveRef.on('inbox.stale', () => {
        refreshList();
        pollOpen();
      }),
      // The console's own next call meets the same refusal and signs out (or ends the session).
      liveRef.on('inbox.refused', refreshList),
      consoleRef.on('inbox.counted', ({ newlyWaiting }) => newlyWaiting && void playNotificationSound()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [liveRef, consoleRef, chatRef]);

  // Opening a conversation puts the team member in its reply box, once its thread is there.
  const focusPending = useRef(false);
  useEffect(() => {
    if (openConversationId) focusPending.current = true;
  }, [openConversationId]);
  useEffect(() => {
    if (!focusPending.current || panel !== 'loaded') return;
    const box = replyBox(root.current);
    if (box) {
      box.focus();
      focusPending.current = false;
    }
  });

  const open = (conversationId: string) => {
    consoleRef.send({ type: 'conversation.opened', conversationId });
    chatRef.send({ type: 'conversation.selected', conversationId });
  };

  // An operator answers existing conversations only: no start screen, no suggestions to send.
  const conversation =
    panel === 'start' ? (
      <p className={styles.nothingSelected}>{t('nothingSelected')}</p>
    ) : (
      <div className={styles.conversationColumn}>
        <OperatorConversationBar
          contact={contact ?? selected?.contact ?? null}
          referrer={selected?.referrer ?? ''}
          timeZone={selected?.time_zone ?? null}
          aiPaused={selected?.ai_paused ?? false}
          handingBack={handingBack}
          takingOver={takingOver}
          handbackError={handbackError}
          onHandBack={() => selectedConversationId && consoleRef.send({ type: 'handback.requested', conversationId: selectedConversationId })}
          onTakeOver={() => selectedConversationId && consoleRef.send({ type: 'takeover.requested', conversationId: selectedConversationId })}
          onBack={narrow ? () => consoleRef.send({ type: 'list.shown' }) : undefined}
        />
        {selectedConversationId && (
          <ConversationRecordView key={selectedConversationId} conversationId={selectedConversationId} operatorKey={operatorKey} version={selected ? `${selected.message_count}:${selected.ai_paused ? 'paused' : 'ai'}` : ''} />
        )}
        <div className={styles.chatArea} id={REPLY_AREA_ID} tabIndex={-1}>
          <OrganisationChat chatRef={chatRef} organisation={organisation} hideTitleBar renderTeamFeedback={renderAnswerVerdict} />
        </div>
      </div>
    );

  const title = t('consoleTitle', { name: organisation.name });
  return (
    <div ref={root}>
      {/* Only while there is a reply box to skip to: a skip link must have its target. */}
      {panel !== 'start' && (
        <a
          className={styles.skipLink}
          href={`#${REPLY_AREA_ID}`}
          onClick={(event) => {
            event.preventDefault();
            replyBox(root.current)?.focus();
          }}
        >
          {t('skipToReply')}
        </a>
      )}
      <FullscreenPage
        organisation={organisation}
        title={title}
        tabTitle={waitingCount ? `(${waitingCount}) ${title}` : title}
        narrowView={narrowView === 'conversation' && panel !== 'start' ? 'chat' : 'list'}
        loadingText={t('loadingConsole')}
        pastConversations={
          <>
            <OperatorConversations
              conversations={conversations}
              selectedConversationId={selectedConversationId}
              error={listError}
              onOpen={open}
              onSignOut={onSignOut ?? (() => consoleRef.send({ type: 'signedOut' }))}
              toolbar={<ContactsExport organisationId={organisation.id} operatorKey={operatorKey} />}
              filters={
                <InboxFilters
                  filter={filter}
                  search={search}
                  filters={member ? INBOX_FILTERS : INBOX_FILTERS.filter((each) => each !== 'mine')}
                  onSearch={(words) => consoleRef.send({ type: 'search.submitted', search: words })}
                  onFilter={(each) => consoleRef.send({ type: 'filter.changed', filter: each })}
                />
              }
              hasMore={hasMore}
              loadingMore={loadingMore}
              onMore={() => consoleRef.send({ type: 'page.more' })}
              waitingCount={waitingCount}
              liveStatus={liveStatus}
            />
            {sidebarExtra}
          </>
        }
        chat={conversation}
      />
    </div>
  );
}
