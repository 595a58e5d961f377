import { contactUpdateModel } from './models/contact-update-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(contactUpdateModel);
