// Questions for the Plausible Analytics documentation (a real company's public docs, imported as a
// folder of MDX files): a realistic, larger corpus beside the demo content.
import type { EvalSet } from './eval-types.ts';

export const PLAUSIBLE_EVAL: EvalSet = {
  organisationId: 'plausible-docs',
  organisationName: 'Plausible Analytics',
  corpus: { folder: 'plausible-docs/docs', baseUrl: 'https://plausible.io/docs/' },
  cases: [
    { kind: 'answer', question: 'How do I exclude my own IP address from the stats?', facts: ['IP Address'], section: 'Exclude visits by IP address' },
    { kind: 'answer', question: 'How can I enable two-factor authentication?', facts: ['authenticator'], section: 'How to enable 2FA' },
    { kind: 'answer', question: 'I lost my 2FA recovery codes, what can I do?', facts: ['recovery codes'], section: 'How to generate new recovery codes' },
    { kind: 'answer', question: 'What payment methods do you accept?', facts: ['card'], section: 'What payment methods do you accept?' },
    { kind: 'answer', question: 'What happens if I go over my pageview limit?', facts: ['limit'], section: 'What happens if I exceed my pageview limit?' },
    { kind: 'answer', question: 'How do I add my VAT number?', facts: ['VAT'], section: 'How do I add my VAT number?' },
    { kind: 'answer', question: 'How do I create a shared link to my dashboard?', facts: ['shared link'], section: 'How to create a shared link' },
    { kind: 'answer', question: 'Is billing per website or per account?', facts: ['team'], section: 'Is the billing based per account or per website?' },
    // Steps: the answer is the procedure, not a sentence that says it can be done.
    { kind: 'answer', question: 'How do I change my password?', facts: ['Account Settings', 'Change Password'], section: 'How to change your Plausible account password' },
    // The page has no sections: its opening is cited by the page's name alone.
    { kind: 'answer', question: 'How do I delete my account?', facts: ['Danger zone', 'Delete Account'] },
    { kind: 'refusal', question: 'How much does a tandem bungy jump cost?' },
    { kind: 'refusal', question: 'What are your dental fees for a filling?' },
    { kind: 'human', question: 'I need to speak to a human about my invoice' },
  ],
};
