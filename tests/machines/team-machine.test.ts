import { teamModel } from './models/team-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(teamModel);
