// Held-out questions for the Harbourside Dental demo content (content/harbourside-dental.md), phrased
// the way patients say things rather than the way the page does: written by someone who had not seen
// the answer engine, and not for tuning it case by case.
import type { EvalSet } from './eval-types.ts';

export const HARBOURSIDE_PARAPHRASE_HELD_OUT_EVAL: EvalSet = {
  organisationId: 'harbourside-dental',
  organisationName: 'Harbourside Dental',
  label: 'harbourside-dental (held out)',
  cases: [
    // --- fees and payment ---

    // content/harbourside-dental.md
    { kind: 'answer', question: 'what do you charge for a regular check and clean?', facts: ['165'], section: 'Fees' },
    // content/harbourside-dental.md
    { kind: 'answer', question: "I've never been to you before — what does the first appointment cost?", facts: ['95'], section: 'Fees' },
    // content/harbourside-dental.md (free for under 18s through the publicly funded scheme)
    { kind: 'answer', question: 'my 12 yo needs a filling, do we have to pay for that?', facts: ['18'], section: ['Fees', "Is children's dental care free?", 'Services'] },
    // content/harbourside-dental.md
    { kind: 'answer', question: 'how much to get my teeth whiter?', facts: ['690'], section: 'Fees' },
    // content/harbourside-dental.md
    { kind: 'answer', question: 'do you make mouthguards for rugby and what do they cost', facts: ['210'], section: 'Fees' },
    // content/harbourside-dental.md
    { kind: 'answer', question: 'Can I spread the cost of my treatment over a few months?', facts: ['12 months'], section: 'Insurance and Payment' },
    // content/harbourside-dental.md
    { kind: 'answer', question: 'do you bill southern cross direct?', facts: ['Southern Cross'], section: 'Insurance and Payment' },
    // content/harbourside-dental.md
    { kind: 'answer', question: 'came off my bike and chipped a tooth. will ACC cover any of it?', facts: ['ACC'], section: 'Insurance and Payment' },

    // --- emergencies ---

    // content/harbourside-dental.md
    { kind: 'answer', question: 'cracked a tooth this morning, can I be seen today?', facts: ['04 555 0142'], section: 'Emergencies' },
    // content/harbourside-dental.md
    { kind: 'answer', question: 'my son knocked his front tooth out at rugby, what do we do right now??', facts: ['milk'], section: 'Emergencies' },
    // content/harbourside-dental.md
    { kind: 'answer', question: "Really bad toothache and it's 10pm. Who can I call?", facts: ['04 555 0143'], section: ['Emergencies', 'Contact'] },

    // --- visits and treatment ---

    // content/harbourside-dental.md
    { kind: 'answer', question: 'can I sign up as a new patient?', facts: ['new patients'], section: 'Do you take new patients?' },
    // content/harbourside-dental.md
    { kind: 'answer', question: 'what do I need to bring to my first appointment?', facts: ['insurance card'], section: 'Your First Visit' },
    // content/harbourside-dental.md
    { kind: 'answer', question: 'how often do I need to come in for a checkup?', facts: ['6 to 12 months'], section: 'How often should I have a check-up?' },
    // content/harbourside-dental.md
    { kind: 'answer', question: "can you knock me out or something? I'm terrified of the dentist", facts: ['sedation'], section: 'Services' },
    // content/harbourside-dental.md
    { kind: 'answer', question: 'will bleaching make my teeth sensitive?', facts: ['sensitivity'], section: 'Does teeth whitening hurt?' },
    // content/harbourside-dental.md
    { kind: 'answer', question: 'how long does a crown take if you do it in one visit?', facts: ['two and a half hours'], section: 'Can I get a same-day crown?' },
    // content/harbourside-dental.md
    { kind: 'answer', question: "what if I can't make my appointment, is there a charge?", facts: ['50'], section: 'What is your cancellation policy?' },
    // content/harbourside-dental.md
    { kind: 'answer', question: 'does anyone there speak Mandarin? my grandmother would be more comfortable', facts: ['Mandarin'], section: 'Our Team' },

    // --- getting there ---

    // content/harbourside-dental.md
    { kind: 'answer', question: 'where do I leave the car?', facts: ['Queens Wharf'], section: 'Location and Parking' },
    // content/harbourside-dental.md
    { kind: 'answer', question: 'Is the practice easy to get into with a wheelchair?', facts: ['wheelchair'], section: 'Location and Parking' },

    // --- refusals, a person ---

    // (refusal: no orthodontics anywhere on the page)
    { kind: 'refusal', question: 'Do you do braces or Invisalign?' },
    // (refusal: no cosmetic injections)
    { kind: 'refusal', question: 'can you do botox for my forehead lines?' },

    { kind: 'human', question: 'can I talk to the receptionist please' },
  ],
};
