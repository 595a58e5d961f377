import { messageSenderModel } from './models/message-sender-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(messageSenderModel);
