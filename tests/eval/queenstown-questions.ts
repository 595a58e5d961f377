// Questions a visitor of Queenstown Adventures asks: prices, rules, safety, location, transport,
// FAQ, paraphrases, typos, out-of-scope questions and requests for a human.
import type { EvalSet } from './eval-types.ts';

export const QUEENSTOWN_EVAL: EvalSet = {
  organisationId: 'queenstown-adventures',
  organisationName: 'Queenstown Adventures',
  cases: [
    // Prices
    { kind: 'answer', question: 'How much does a tandem jump cost?', facts: ['349.99'], section: 'Pricing' },
    { kind: 'answer', question: 'What is the price of a single jump?', facts: ['199.99'], section: 'Pricing' },
    { kind: 'answer', question: 'How much is the jump with video and photos?', facts: ['239.99'], section: 'Pricing' },
    { kind: 'answer', question: 'What does the jump with a T-shirt cost?', facts: ['229.99'], section: 'Pricing' },
    { kind: 'answer', question: 'Is transport included in the price?', facts: ['transport'], section: 'Pricing' },
    { kind: 'answer', question: 'Do you give a discount for groups?', facts: ['10%'], section: 'Pricing' },
    { kind: 'answer', question: 'Which payment methods do you accept?', facts: ['Visa'], section: 'Pricing' },
    { kind: 'answer', question: 'How long are gift vouchers valid for?', facts: ['12 months'], section: 'Pricing' },
    // Rules and requirements
    { kind: 'answer', question: 'What is the minimum age for a bungy jump?', facts: ['10'], section: 'Rules and Requirements' },
    { kind: 'answer', question: 'What are the weight limits?', facts: ['35 kg', '235 kg'], section: 'Rules and Requirements' },
    { kind: 'answer', question: 'My daughter is 16, does she need permission from a parent?', facts: ['guardian'], section: 'Rules and Requirements' },
    { kind: 'answer', question: 'Can I jump if I am pregnant?', facts: ['Pregnant'], section: 'Rules and Requirements' },
    { kind: 'answer', question: 'Can I jump after drinking alcohol?', facts: ['alcohol'], section: 'Rules and Requirements' },
    { kind: 'answer', question: 'What is your cancellation policy?', facts: ['24 hours'], section: 'Rules and Requirements' },
    { kind: 'answer', question: 'How early should I arrive for check-in?', facts: ['15 minutes'], section: 'Rules and Requirements' },
    // Safety
    { kind: 'answer', question: 'How often are the bungy cords replaced?', facts: ['500 jumps'], section: 'Safety Information' },
    { kind: 'answer', question: 'Which safety standard do you follow?', facts: ['AS/NZS 5848'], section: 'Safety Information' },
    { kind: 'answer', question: 'Can I jump with a heart condition or high blood pressure?', facts: ['heart condition'], section: 'Safety Information' },
    { kind: 'answer', question: 'Do you still jump when there are high winds?', facts: ['winds'], section: 'Safety Information' },
    // Location, transport, experience, history
    { kind: 'answer', question: 'Where is the jump site?', facts: ['Kawarau Gorge'], section: 'Location' },
    { kind: 'answer', question: 'Where is your office in Queenstown?', facts: ['35 Shotover Street'], section: 'Location' },
    { kind: 'answer', question: 'Where are you?', facts: ['35 Shotover Street'], section: 'Location' },
    { kind: 'answer', question: 'Is there parking at the jump site?', facts: ['free parking'], section: 'Location' },
    { kind: 'answer', question: 'How often does the shuttle bus leave?', facts: ['30 minutes'], section: 'Transport' },
    { kind: 'answer', question: 'Can you pick me up from my hotel?', facts: ['hotels'], section: 'Transport' },
    { kind: 'answer', question: 'How high is the jump platform?', facts: ['43 metres'], section: 'The Experience' },
    { kind: 'answer', question: 'How long does the whole experience take?', facts: ['2 hours'], section: ['Rules and Requirements', 'How long does the bungy take?', 'The Experience'] },
    { kind: 'answer', question: 'When was the company founded?', facts: ['1995'], section: 'History' },
    { kind: 'answer', question: 'Who is the oldest person who has jumped with you?', facts: ['94'], section: 'History' },
    // FAQ
    { kind: 'answer', question: 'Can I bring my own GoPro on the jump?', facts: ['GoPro'], section: 'Can I bring my own camera or GoPro?' },
    { kind: 'answer', question: 'What should I wear?', facts: ['closed shoes'], section: 'What should I wear?' },
    { kind: 'answer', question: 'Will I get wet?', facts: ['water'], section: ['Do I get wet?', 'The Experience'] },
    { kind: 'answer', question: 'What if I get scared and decide not to jump?', facts: ['30 NZD'], section: 'Can I jump if I am afraid of heights?' },
    { kind: 'answer', question: 'Do I need to book in advance?', facts: ['in advance'], section: 'Do I need to book in advance?' },
    // Merchandise, contact
    { kind: 'answer', question: 'How much is a hoodie?', facts: ['79.99'], section: 'Merchandise' },
    { kind: 'answer', question: 'What is your phone number?', facts: ['+64 3 555 0199'], section: 'Contact and Social' },
    { kind: 'answer', question: 'Are you on Instagram?', facts: ['@queenstownadventures'], section: 'Contact and Social' },
    // Paraphrases and typos
    { kind: 'answer', question: 'whats the price for two people jumping together', facts: ['349.99'], section: ['Pricing', 'Can two people jump together?'] },
    { kind: 'answer', question: 'how much for a tandm bungee', facts: ['349.99'], section: 'Pricing' },
    { kind: 'answer', question: 'how old do kids have to be to jump?', facts: ['10'], section: 'Rules and Requirements' },
    { kind: 'answer', question: 'wieght limit?', facts: ['235 kg'], section: 'Rules and Requirements' },
    { kind: 'answer', question: 'is bungee jumping safe?', facts: ['bungy'], section: 'Safety Information' },
    { kind: 'answer', question: 'And with video?', history: ['How much is a single jump?'], facts: ['239.99'], section: 'Pricing' },
    // Out of scope: no invented answer
    { kind: 'refusal', question: 'Do you offer skydiving?' },
    { kind: 'refusal', question: 'What is the capital of France?' },
    { kind: 'refusal', question: 'Can you recommend a good restaurant in Queenstown?' },
    { kind: 'refusal', question: 'How much does a helicopter flight over Milford Sound cost?' },
    { kind: 'refusal', question: 'Do you sell ski passes for Coronet Peak?' },
    { kind: 'refusal', question: 'Can I bring my dog?' },
    { kind: 'refusal', question: 'Write me a poem about the ocean' },
    // People, greetings and thanks
    { kind: 'human', question: 'I want to talk to a human' },
    { kind: 'human', question: 'Can I speak to someone from your team?' },
    { kind: 'human', question: 'Please have a real person call me back' },
    { kind: 'greeting', question: 'Hello!' },
    { kind: 'thanks', question: 'Thanks, that helps!' },
  ],
};
