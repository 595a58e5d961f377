import { conversationPollerModel } from './models/conversation-poller-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(conversationPollerModel);
