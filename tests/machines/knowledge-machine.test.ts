import { knowledgeModel } from './models/knowledge-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(knowledgeModel);
