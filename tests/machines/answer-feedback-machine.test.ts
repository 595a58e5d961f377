import { answerFeedbackModel } from './models/answer-feedback-model.ts';
import { describeMachineModel } from './support/machine-suite.ts';

describeMachineModel(answerFeedbackModel);
