import { operatorConsoleModel } from './models/operator-console-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(operatorConsoleModel);
