import { orgMismatchModel } from './models/org-mismatch-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(orgMismatchModel);
