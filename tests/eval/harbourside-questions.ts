// Questions a patient of Harbourside Dental asks.
import type { EvalSet } from './eval-types.ts';

export const HARBOURSIDE_EVAL: EvalSet = {
  organisationId: 'harbourside-dental',
  organisationName: 'Harbourside Dental',
  cases: [
    { kind: 'answer', question: 'How much is a check-up and clean?', facts: ['165'], section: 'Fees' },
    { kind: 'answer', question: 'What does a new patient examination cost?', facts: ['95'], section: 'Fees' },
    { kind: 'answer', question: 'How much is teeth whitening?', facts: ['690'], section: 'Fees' },
    { kind: 'answer', question: 'What is the fee for an emergency appointment?', facts: ['120'], section: 'Fees' },
    { kind: 'answer', question: 'Are you open on Saturdays?', facts: ['9:00 am to 1:00 pm'], section: 'Opening Hours' },
    { kind: 'answer', question: 'What are your opening hours on Friday?', facts: ['5:00 pm'], section: 'Opening Hours' },
    { kind: 'answer', question: 'What should I do if a tooth gets knocked out?', facts: ['milk'], section: 'Emergencies' },
    { kind: 'answer', question: 'What is the after-hours emergency number?', facts: ['04 555 0143'], section: 'Emergencies' },
    { kind: 'answer', question: 'Do you accept Southern Cross insurance?', facts: ['Southern Cross'], section: 'Insurance and Payment' },
    { kind: 'answer', question: 'Can I pay in instalments?', facts: ['12 months'], section: 'Insurance and Payment' },
    { kind: 'answer', question: 'Where can I park?', facts: ['Queens Wharf'], section: 'Location and Parking' },
    { kind: 'answer', question: 'Where are you based?', facts: ['Jervois Quay'], section: ['Location and Parking', 'Contact'] },
    { kind: 'answer', question: 'What is your address?', facts: ['12 Jervois Quay'], section: ['Location and Parking', 'Contact'] },
    { kind: 'answer', question: 'How long is the first visit?', facts: ['45 minutes'], section: 'Your First Visit' },
    { kind: 'answer', question: 'Is dental care free for children?', facts: ['under 18'], section: "Is children's dental care free?" },
    { kind: 'answer', question: 'Are you taking new patients?', facts: ['new patients'], section: 'Do you take new patients?' },
    { kind: 'answer', question: 'What is the cancellation fee?', facts: ['50 NZD'], section: 'What is your cancellation policy?' },
    { kind: 'answer', question: 'Who does same-day crowns?', facts: ['Liu'], section: ['Our Team', 'Can I get a same-day crown?'] },
    { kind: 'answer', question: 'Do you offer sedation for nervous patients?', facts: ['nitrous oxide'], section: 'Services' },
    { kind: 'refusal', question: 'How much does a tandem bungy jump cost?' },
    { kind: 'refusal', question: 'Do you do cosmetic botox injections?' },
    { kind: 'refusal', question: 'What is the weather in Wellington tomorrow?' },
    { kind: 'human', question: 'Can I talk to a receptionist, a real person please?' },
    { kind: 'greeting', question: 'Kia ora' },
  ],
};
