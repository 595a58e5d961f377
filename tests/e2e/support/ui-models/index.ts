import type { UiModelAdapter } from '../ui-model.ts';
import { contactFormUi, contactUpdateUi } from './contact-form.ts';
import { conversationLoaderUi } from './conversation-loader.ts';
import { conversationPollerUi } from './conversation-poller.ts';
import { messageSenderUi } from './message-sender.ts';
import { operatorConsoleUi } from './operator-console.ts';
import { orgMismatchUi } from './org-mismatch.ts';
import { pastConversationsUi } from './past-conversations.ts';

/** Every machine played at UI level; each brings its own coverage check. */
export const UI_MODEL_ADAPTERS: UiModelAdapter[] = [
  conversationLoaderUi,
  orgMismatchUi,
  messageSenderUi,
  conversationPollerUi,
  contactFormUi,
  contactUpdateUi,
  pastConversationsUi,
  operatorConsoleUi,
];
