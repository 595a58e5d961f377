import { inboxLiveModel } from './models/inbox-live-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(inboxLiveModel);
