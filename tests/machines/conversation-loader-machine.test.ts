import { conversationLoaderModel } from './models/conversation-loader-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(conversationLoaderModel);
