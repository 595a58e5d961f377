import { conversationRecordModel } from './models/conversation-record-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(conversationRecordModel);
