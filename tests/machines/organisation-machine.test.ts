import { organisationModel } from './models/organisation-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(organisationModel);
