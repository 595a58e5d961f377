import type { UiModelAdapter } from '../ui-model.ts';
import { answerFeedbackUi } from './answer-feedback.ts';
import { chatUi } from './chat.ts';
import { consoleSignInUi } from './console-sign-in.ts';
import { contactFormUi, contactUpdateUi } from './contact-form.ts';
import { contactsExportUi } from './contacts-export.ts';
import { conversationLoaderUi } from './conversation-loader.ts';
import { conversationPollerUi } from './conversation-poller.ts';
import { conversationRecordUi } from './conversation-record.ts';
import { inboxLiveUi } from './inbox-live.ts';
import { knowledgeUi } from './knowledge.ts';
import { messageSenderUi } from './message-sender.ts';
import { operatorConsoleUi } from './operator-console.ts';
import { orgMismatchUi } from './org-mismatch.ts';
import { organisationUi } from './organisation.ts';
import { pastConversationsUi } from './past-conversations.ts';
import { teamUi } from './team.ts';
import { visitorIdentityUi } from './visitor-identity.ts';

/** The visitor's machines (tests/e2e/ui-model-visitor.test.ts); each brings its own coverage check. */
export const VISITOR_UI_MODELS: UiModelAdapter[] = [
  organisationUi,
  conversationLoaderUi,
  orgMismatchUi,
  messageSenderUi,
  conversationPollerUi,
  contactFormUi,
  contactUpdateUi,
  pastConversationsUi,
  answerFeedbackUi,
  visitorIdentityUi,
  chatUi,
];

/** The team console's machines (tests/e2e/ui-model-console.test.ts). */
export const CONSOLE_UI_MODELS: UiModelAdapter[] = [operatorConsoleUi, consoleSignInUi, contactsExportUi, knowledgeUi, inboxLiveUi, conversationRecordUi, teamUi];
