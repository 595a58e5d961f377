import { contactsExportModel } from './models/contacts-export-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(contactsExportModel);
