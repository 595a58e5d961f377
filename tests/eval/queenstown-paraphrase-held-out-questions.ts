// Held-out questions for the Queenstown Adventures demo content (content/queenstown-adventures.md),
// phrased the way visitors say things rather than the way the page does: written by someone who had
// not seen the answer engine, and not for tuning it case by case.
import type { EvalSet } from './eval-types.ts';

export const QUEENSTOWN_PARAPHRASE_HELD_OUT_EVAL: EvalSet = {
  organisationId: 'queenstown-adventures',
  organisationName: 'Queenstown Adventures',
  label: 'queenstown-adventures (held out)',
  cases: [
    // --- rules ---

    // content/queenstown-adventures.md (Rules and Requirements; Safety Information)
    { kind: 'answer', question: "Can I do it if I'm pregnant?", facts: ['pregnant'], section: ['Rules and Requirements', 'Safety Information'] },
    // content/queenstown-adventures.md (minimum age 10)
    { kind: 'answer', question: 'Can kids jump? my son is 8', facts: ['10'], section: 'Rules and Requirements' },
    // content/queenstown-adventures.md (under 18: a parent signs in person)
    { kind: 'answer', question: 'My son is 16, does one of us parents have to come along?', facts: ['18'], section: 'Rules and Requirements' },
    // content/queenstown-adventures.md (130 + 115 = 245, over the combined limit)
    { kind: 'answer', question: 'me and my girlfriend weigh 130 and 115kg, can we do the tandem together?', facts: ['235'], section: ['Rules and Requirements', 'Can two people jump together?'] },
    // content/queenstown-adventures.md
    { kind: 'answer', question: "I've got high blood pressure, am I still ok to jump?", facts: ['high blood pressure'], section: 'Safety Information' },

    // --- prices and payment ---

    // content/queenstown-adventures.md
    { kind: 'answer', question: 'tandem cost', facts: ['349.99'], section: ['Pricing', 'Can two people jump together?'] },
    // content/queenstown-adventures.md
    { kind: 'answer', question: 'group discount for 10 people?', facts: ['10%'], section: 'Pricing' },
    // content/queenstown-adventures.md
    { kind: 'answer', question: 'Can I pay by credit card?', facts: ['Visa'], section: 'Pricing' },
    // content/queenstown-adventures.md
    { kind: 'answer', question: "forgot to add the video when I booked, can I still get it on the day?", facts: ['45'], section: 'Pricing' },

    // --- the day ---

    // content/queenstown-adventures.md
    { kind: 'answer', question: 'What time do you open?', facts: ['9 am'], section: 'Overview' },
    // content/queenstown-adventures.md
    { kind: 'answer', question: 'how high up is the bridge you jump off?', facts: ['43'], section: 'The Experience' },
    // content/queenstown-adventures.md
    { kind: 'answer', question: 'how much of the day should we set aside for the whole thing?', facts: ['2 hours'], section: ['How long does the bungy take?', 'The Experience', 'Rules and Requirements'] },
    // content/queenstown-adventures.md
    { kind: 'answer', question: 'is there a bus out to the bridge from town?', facts: ['Shotover Street'], section: ['Transport', 'The Experience'] },
    // content/queenstown-adventures.md
    { kind: 'answer', question: "we'd rather drive ourselves, can we park out there?", facts: ['free parking'], section: ['Location', 'Transport'] },
    // content/queenstown-adventures.md
    { kind: 'answer', question: "My parents want to watch but not jump. Do they have to pay?", facts: ['viewing deck'], section: 'The Experience' },
    // content/queenstown-adventures.md
    { kind: 'answer', question: 'do I have to get dunked in the river?', facts: ['dry'], section: ['Do I get wet?', 'The Experience'] },
    // content/queenstown-adventures.md
    { kind: 'answer', question: 'what if I freak out at the edge and cant do it, do I lose all my money', facts: ['30'], section: 'Can I jump if I am afraid of heights?' },
    // content/queenstown-adventures.md
    { kind: 'answer', question: 'can I film my jump on my gopro?', facts: ['camera'], section: 'Can I bring my own camera or GoPro?' },
    // content/queenstown-adventures.md
    { kind: 'answer', question: 'is it ok to wear a dress?', facts: ['harness'], section: 'What should I wear?' },
    // content/queenstown-adventures.md (light rain: no; cancelled for weather: full refund or rebooking)
    { kind: 'answer', question: 'Do you offer refunds if it rains?', facts: ['light rain', 'full refund'], section: ['Safety Information', 'What happens if the weather is bad?'] },
    // content/queenstown-adventures.md
    { kind: 'answer', question: 'how often do you swap out the bungy cords?', facts: ['500'], section: 'Safety Information' },

    // --- refusals, a person ---

    // (refusal: the page only covers bungy; no skydiving)
    { kind: 'refusal', question: 'Do you do skydiving as well?' },
    // (refusal: nothing about dogs or pets)
    { kind: 'refusal', question: 'can I bring my dog along to watch?' },

    { kind: 'human', question: "I'd like to speak to a staff member please" },
  ],
};
