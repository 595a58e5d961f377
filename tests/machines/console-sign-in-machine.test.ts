import { consoleSignInModel } from './models/console-sign-in-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(consoleSignInModel);
