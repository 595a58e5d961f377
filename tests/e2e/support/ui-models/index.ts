import type { UiModelAdapter } from '../ui-model.ts';
import { answerFeedbackUi } from './answer-feedback.ts';
import { chatUi } from './chat.ts';
import { consoleSignInUi } from './console-sign-in.ts';
import { contactFormUi, contactUpdateUi } from './contact-form.ts';
import { contactsExportUi } from './contacts-export.ts';
import { conversationLoaderUi } from './conversation-loader.ts';
import { conversationPollerUi } from './conversation-poller.ts';
import { knowledgeUi } from './knowledge.ts';
import { messageSenderUi } from './message-sender.ts';
import { operatorConsoleUi } from './operator-console.ts';
import { orgMismatchUi } from './org-mismatch.ts';
import { organisationUi } from './organisation.ts';
import { pastConversationsUi } from './past-conversations.ts';
import { visitorIdentityUi } from './visitor-identity.ts';

/** Every machine played at UI level; each brings its own coverage check. */
export const UI_MODEL_ADAPTERS: UiModelAdapter[] = [
  organisationUi,
  conversationLoaderUi,
  orgMismatchUi,
  messageSenderUi,
  conversationPollerUi,
  contactFormUi,
  contactUpdateUi,
  pastConversationsUi,
  operatorConsoleUi,
  consoleSignInUi,
  contactsExportUi,
  knowledgeUi,
  answerFeedbackUi,
  visitorIdentityUi,
  chatUi,
];
