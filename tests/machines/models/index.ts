// Every machine's test model: the machine, its inputs, the events its graph is explored with and
// what must hold in each state (with the texts a view shows there). UI-level tests reuse these:
// generate the same paths with `generatePaths` + `selectCoveringPaths` (../support) and map each
// event to a click, a fulfilled or failed network route or a clock tick.
import { answerFeedbackModel } from './answer-feedback-model.ts';
import { chatModel } from './chat-model.ts';
import { consoleSignInModel } from './console-sign-in-model.ts';
import { contactFormModel } from './contact-form-model.ts';
import { contactsExportModel } from './contacts-export-model.ts';
import { contactUpdateModel } from './contact-update-model.ts';
import { inboxLiveModel } from './inbox-live-model.ts';
import { knowledgeModel } from './knowledge-model.ts';
import { conversationLoaderModel } from './conversation-loader-model.ts';
import { conversationPollerModel } from './conversation-poller-model.ts';
import { conversationRecordModel } from './conversation-record-model.ts';
import { messageSenderModel } from './message-sender-model.ts';
import { operatorConsoleModel } from './operator-console-model.ts';
import { orgMismatchModel } from './org-mismatch-model.ts';
import { organisationModel } from './organisation-model.ts';
import { pastConversationsModel } from './past-conversations-model.ts';
import { teamModel } from './team-model.ts';
import { visitorIdentityModel } from './visitor-identity-model.ts';

export {
  answerFeedbackModel,
  chatModel,
  consoleSignInModel,
  contactFormModel,
  contactsExportModel,
  contactUpdateModel,
  inboxLiveModel,
  knowledgeModel,
  conversationLoaderModel,
  conversationPollerModel,
  conversationRecordModel,
  messageSenderModel,
  operatorConsoleModel,
  orgMismatchModel,
  organisationModel,
  pastConversationsModel,
  teamModel,
  visitorIdentityModel,
};

export const machineModels = [
  organisationModel,
  conversationLoaderModel,
  orgMismatchModel,
  messageSenderModel,
  conversationPollerModel,
  contactUpdateModel,
  contactFormModel,
  pastConversationsModel,
  chatModel,
  operatorConsoleModel,
  consoleSignInModel,
  contactsExportModel,
  knowledgeModel,
  inboxLiveModel,
  answerFeedbackModel,
  visitorIdentityModel,
  conversationRecordModel,
  teamModel,
] as const;
