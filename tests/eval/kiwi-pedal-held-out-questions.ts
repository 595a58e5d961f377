// Held-out questions for Kiwi Pedal, a fictional bike-hire shop (tests/fixtures/corpora/kiwi-pedal):
// written from its pages alone by someone who had not seen the answer engine, as visitors type them
// (short and long, casual, with their own numbers and follow-ups). They measure the engine on content
// and questions nobody fitted it to, so they are not for tuning it case by case.
import type { EvalSet } from './eval-types.ts';

export const KIWI_PEDAL_HELD_OUT_EVAL: EvalSet = {
  organisationId: 'kiwi-pedal',
  organisationName: 'Kiwi Pedal',
  corpus: { folder: 'kiwi-pedal', baseUrl: 'https://kiwipedal.example/help/' },
  cases: [
    // --- prices ---

    // prices.md
    { kind: 'answer', question: 'how much is an ebike for the whole day?', facts: ['89'], section: 'Bike hire rates' },
    // prices.md (2 adults on city bikes and a child on a kids' bike, half a day)
    { kind: 'answer', question: "We're 2 adults and a 7 year old. What would half a day on normal bikes cost us?", facts: ['35', '20'], section: 'Bike hire rates' },
    // prices.md
    { kind: 'answer', question: 'how much is a tandem for a full day? is that per person?', facts: ['85'], section: 'Bike hire rates' },
    // prices.md (follow-up: each extra day on a tandem)
    { kind: 'answer', question: 'and if we keep it for a second day?', history: ['how much is a tandem for a full day? is that per person?'], facts: ['70'], section: 'Bike hire rates' },
    // prices.md
    { kind: 'answer', question: "we're in Nelson for a week — is there a cheaper weekly rate for e-bikes?", facts: ['395'], section: 'Weekly hire' },

    // --- bikes and sizes ---

    // bikes.md, faq.md (6'7" is about 201 cm)
    { kind: 'answer', question: "I'm 6'7\", will any of your bikes actually fit me?", facts: ['205'], section: ['City bikes', 'Do you have bikes for very tall or short riders?'] },
    // bikes.md
    { kind: 'answer', question: "what size bike should I get for my daughter, she's 5 and about 110cm", facts: ['16'], section: "Kids' bikes" },
    // bikes.md
    { kind: 'answer', question: 'can my 11 month old sit on the back of my bike in a baby seat?', facts: ['9 months'], section: 'Child seats, trailers and tag-alongs' },
    // bikes.md
    { kind: 'answer', question: 'My 9 year old wants to ride on the back of a tandem with me — is she old enough?', facts: ['8'], section: 'Tandems' },

    // --- e-bikes ---

    // e-bike-rules.md
    { kind: 'answer', question: 'can a 13 yr old ride one of the electric bikes', facts: ['14'], section: 'Who can ride an e-bike' },
    // e-bike-rules.md, bikes.md
    { kind: 'answer', question: 'I weigh 130kg. Can I still hire an e-bike?', facts: ['XL'], section: ['Who can ride an e-bike', 'E-bikes'] },
    // e-bike-rules.md
    { kind: 'answer', question: 'My son is 15, can he take an e-bike out on his own while I walk the waterfront?', facts: ['parent'], section: 'Who can ride an e-bike' },
    // e-bike-rules.md
    { kind: 'answer', question: 'im only 152cm tall, is that ok for the ebikes?', facts: ['155'], section: 'Who can ride an e-bike' },
    // e-bike-rules.md
    { kind: 'answer', question: 'How far will an e-bike go on one charge?', facts: ['100 km'], section: 'Battery and range' },
    // e-bike-rules.md
    { kind: 'answer', question: "battery's dead and we're about 10km out of town, can you help??", facts: ['30'], section: 'If your battery runs flat' },

    // --- tours ---

    // guided-tours.md
    { kind: 'answer', question: "How much is the wine tour and what's included?", facts: ['249'], section: 'Coastal Wine Trail Tour' },
    // guided-tours.md (follow-up: the days it runs)
    { kind: 'answer', question: 'what days does it go?', history: ["How much is the wine tour and what's included?"], facts: ['Tuesday'], section: 'Coastal Wine Trail Tour' },
    // guided-tours.md
    { kind: 'answer', question: 'Family ride for 2 adults and our kids (6 and 9) — how much altogether?', facts: ['189'], section: 'Family Explorer Ride' },
    // guided-tours.md (450 for up to 4 riders, 95 for each extra)
    { kind: 'answer', question: 'Could we get a guide just for the 6 of us? Roughly what would that cost?', facts: ['450', '95'], section: 'Private tours' },

    // --- groups ---

    // group-bookings.md
    { kind: 'answer', question: 'group of 10, do we get a discount?', facts: ['10%'], section: 'Group discounts' },
    // group-bookings.md (one adult for every 8 students under 14)
    { kind: 'answer', question: "I'm a teacher bringing 24 kids aged 11. How many adults do we need to bring along?", facts: ['8'], section: 'School groups' },

    // --- helmets, safety, children ---

    // helmets-and-safety.md
    { kind: 'answer', question: 'do we have to wear helmets? do they cost extra?', facts: ['free'], section: 'Helmets' },
    // helmets-and-safety.md, faq.md
    { kind: 'answer', question: 'my kids are 12 and 14, can they go off on their own for an hour while we have coffee?', facts: ['16'], section: ['Riding with children', 'Is there a minimum age to hire a bike?'] },

    // --- bond, damage, theft ---

    // damage-theft-and-bond.md (follow-up: the e-bike bond)
    { kind: 'answer', question: 'and for an e-bike?', history: ["what's the bond on a normal bike?"], facts: ['400'], section: 'Security bond' },
    // damage-theft-and-bond.md
    { kind: 'answer', question: 'can I leave the deposit in cash? I dont have a credit card', facts: ['debit card'], section: 'Security bond' },
    // damage-theft-and-bond.md
    { kind: 'answer', question: 'What happens if someone nicks my e-bike even though I locked it?', facts: ['750'], section: 'Theft' },

    // --- bookings, weather, payment ---

    // bookings-and-cancellations.md (about 30 hours' notice)
    { kind: 'answer', question: 'if I cancel tomorrow afternoons booking now (about 30 hours before) do I get my money back?', facts: ['50%'], section: 'Cancellation policy' },
    // bookings-and-cancellations.md
    { kind: 'answer', question: "What if it's raining on the day we booked?", facts: ['light rain'], section: 'Weather policy' },
    // bookings-and-cancellations.md
    { kind: 'answer', question: 'we might bring the e-bikes back an hour late, is there a charge?', facts: ['15'], section: 'Returning late' },
    // payment.md
    { kind: 'answer', question: 'do you take amex, and is there a fee?', facts: ['2.5%'], section: ['Ways to pay', 'Card surcharges'] },

    // --- hours, location, FAQ ---

    // opening-hours.md
    { kind: 'answer', question: 'are you open on tuesdays in july?', facts: ['closed'], section: 'Winter hours (1 May to 30 September)' },
    // opening-hours.md
    { kind: 'answer', question: 'Are you open on Good Friday?', facts: ['Good Friday'], section: 'Public holidays' },
    // finding-us.md
    { kind: 'answer', question: "Is there parking? We're in a campervan", facts: ['campervan'], section: 'Parking' },
    // finding-us.md
    { kind: 'answer', question: 'Can I ride out to Mapua and drop the bike there instead of riding back?', facts: ['25'], section: 'Our Māpua depot' },
    // finding-us.md
    { kind: 'answer', question: "could you drop 2 bikes off at our motel? we're staying in town", facts: ['20'], section: 'Hotel delivery' },
    // faq.md (7 months is past 24 weeks)
    { kind: 'answer', question: "I'm 7 months pregnant, can I still hire an e-bike?", facts: ['24 weeks'], section: "Can I ride if I'm pregnant?" },
    // faq.md
    { kind: 'answer', question: 'can our dog come with us? she is a small terrier', facts: ['dog trailer'], section: 'Can I bring my dog?' },
    // faq.md
    { kind: 'answer', question: 'never been on a bike in NZ, what is an easy ride for beginners?', facts: ['Rabbit Island'], section: 'Which trail do you recommend for beginners?' },

    // --- refusals: plausible questions the pages never answer ---

    // (refusal: no page says whether the shop sells bikes)
    { kind: 'refusal', question: 'Do you sell your old rental e-bikes? Looking to buy one' },
    // (refusal: the workshop only looks after the shop's own fleet; nothing about repairing visitors' bikes)
    { kind: 'refusal', question: 'can you service my own bike? the gears keep slipping' },
    // (refusal: no kayaks or paddle boards anywhere)
    { kind: 'refusal', question: 'Do you hire out kayaks or paddle boards as well?' },
    // (refusal: no senior or SuperGold discount; only group, school and weekly rates)
    { kind: 'refusal', question: "Is there a discount for seniors? I've got a SuperGold card" },
    // (refusal: no e-scooters)
    { kind: 'refusal', question: 'do you rent electric scooters?' },
    // (refusal: nothing about jobs)
    { kind: 'refusal', question: "Are you hiring for summer? I'd love to work as a guide" },

    // --- a person, a greeting ---

    { kind: 'human', question: 'can I talk to an actual person at the shop please' },
    { kind: 'greeting', question: 'kia ora!' },
  ],
};
