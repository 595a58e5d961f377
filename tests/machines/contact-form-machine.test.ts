import { contactFormModel } from './models/contact-form-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(contactFormModel);
