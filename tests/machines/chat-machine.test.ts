import { chatModel } from './models/chat-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(chatModel);
