// The team console's machines (operator console, console sign-in, contacts export, knowledge panel,
// live stream, conversation record, team panel) played in Chromium along the generated paths that
// cover every vertex, transition and state (support/ui-model-suite.ts). Needs `npm run build`.
import { describeUiModels } from './support/ui-model-suite.ts';
import { CONSOLE_UI_MODELS } from './support/ui-models/index.ts';

describeUiModels(CONSOLE_UI_MODELS);
