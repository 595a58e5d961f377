// The visitor's machines (chat, organisation, conversation loader and poller, message sender,
// contact form and update, past conversations, org mismatch) played in Chromium along the
// generated paths that cover every vertex, transition and state (support/ui-model-suite.ts).
// Needs `npm run build`.
import { describeUiModels } from './support/ui-model-suite.ts';
import { VISITOR_UI_MODELS } from './support/ui-models/index.ts';

describeUiModels(VISITOR_UI_MODELS);
