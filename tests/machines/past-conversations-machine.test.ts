import { pastConversationsModel } from './models/past-conversations-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(pastConversationsModel);
