// Held-out questions for Tōtara Grove School, a fictional state primary school, Years 1 to 8
// (tests/fixtures/corpora/totara-grove-school): written from its pages alone by someone who had not seen
// the answer engine, as parents and caregivers type them (short and long, casual, with their own children's
// ages, streets and dates, and follow-ups). They measure the engine on content and questions nobody fitted
// it to, so they are not for tuning it case by case.
import type { EvalSet } from './eval-types.ts';

export const TOTARA_GROVE_HELD_OUT_EVAL: EvalSet = {
  organisationId: 'totara-grove-school',
  organisationName: 'Tōtara Grove School',
  corpus: { folder: 'totara-grove-school', baseUrl: 'https://totaragrove.school.example/' },
  cases: [
    // --- enrolment and the zone ---

    // enrolment.md
    { kind: 'answer', question: 'we live on miro st, will my son definitely get a spot?', facts: ['Miro Street'], section: 'Our home zone' },
    // enrolment.md (64 is even; only odd numbers 1 to 87 are in the zone)
    { kind: 'answer', question: "Are we in zone? We're at 64 Hillcrest Rd", facts: ['odd'], section: 'Our home zone' },
    // enrolment.md
    { kind: 'answer', question: 'my daughter turns 5 in march - when can she actually start school?', facts: ['3 February'], section: 'Starting school at five' },
    // enrolment.md (follow-up: the visits before starting)
    { kind: 'answer', question: 'can she come in and see the classroom before her first day?', history: ['my daughter turns 5 in march - when can she actually start school?'], facts: ['Wednesday'], section: 'School visits for new entrants' },
    // enrolment.md (a sibling already at the school; Term 3 applications close 28 May)
    { kind: 'answer', question: "We're out of zone but her big brother is already at Totara Grove. When do I have to apply by for term 3, and what are our chances?", facts: ['28 May'], section: 'Out-of-zone places and the ballot' },
    // enrolment.md
    { kind: 'answer', question: "what do I need to bring to enrol? we're renting so we don't get a rates bill", facts: ['tenancy agreement'], section: ['Proving where you live', 'How to enrol'] },

    // --- the school day, term dates, lateness and absences ---

    // school-day.md
    { kind: 'answer', question: 'what time does school start and when do I pick up?', facts: ['8:55 am', '3:00 pm'], section: 'School hours' },
    // school-day.md
    { kind: 'answer', question: "why do they get out early on wednesdays?? and what if I can't make it till 3", facts: ['2:15 pm', 'library'], section: 'Early finish on Wednesdays' },
    // school-day.md (Term 2 starts Monday 3 May 2027)
    { kind: 'answer', question: 'When do the kids go back after the April holidays next year?', facts: ['3 May'], section: 'Term dates for 2027' },
    // school-day.md
    { kind: 'answer', question: "is there school on friday 13 august? my sister reckons it's a day off", facts: ['teacher only day'], section: 'Teacher only days and public holidays' },
    // school-day.md (follow-up: Kids Club runs a full day on that teacher only day)
    { kind: 'answer', question: 'ugh I work that day, is there anywhere he can go?', history: ["is there school on friday 13 august? my sister reckons it's a day off"], facts: ['Kids Club'], section: 'Teacher only days and public holidays' },
    // school-day.md
    { kind: 'answer', question: "We've got a dentist appointment at 9.30 tomorrow so he'll be in late. What do I do when we get there?", facts: ['late slip'], section: 'Arriving late' },
    // school-day.md
    { kind: 'answer', question: 'kid is sick today, how do I let the school know', facts: ['07 555 0141'], section: 'Reporting an absence' },
    // school-day.md
    { kind: 'answer', question: "We're off to Fiji for a family wedding for 2 weeks in term 3. Is that ok? Who do I need to tell?", facts: ['Principal', 'unjustified'], section: 'Holidays during term time' },

    // --- before and after school care ---

    // before-and-after-school-care.md (booked after-school sessions are $19.50 each)
    { kind: 'answer', question: "I'd need after school care mon, tue and thurs every week — how much would that come to?", facts: ['19.50'], section: 'Session times and prices' },
    // before-and-after-school-care.md
    { kind: 'answer', question: "what happens if I'm stuck in traffic and don't get to kids club till 6.20?", facts: ['per minute'], section: 'Late pick-up' },
    // before-and-after-school-care.md (children from other schools are welcome)
    { kind: 'answer', question: 'Do you have care in the school holidays? My son goes to a different school, can he still come?', facts: ['52'], section: 'Holiday programme' },
    // before-and-after-school-care.md (follow-up: the five-day price)
    { kind: 'answer', question: 'and for the whole week?', history: ['Do you have care in the school holidays? My son goes to a different school, can he still come?'], facts: ['235'], section: 'Holiday programme' },

    // --- uniform ---

    // uniform.md (polo $29, fleece jersey $48)
    { kind: 'answer', question: 'how much is the uniform? need a couple of polos, shorts and something warm', facts: ['29', '48'], section: 'Uniform items and prices' },
    // uniform.md
    { kind: 'answer', question: 'when can I get to the uniform shop, and can I pay cash?', facts: ['Tuesday', 'cash'], section: 'The uniform shop' },
    // uniform.md
    { kind: 'answer', question: "is there anywhere to get cheaper secondhand uniform? money's a bit tight at the moment", facts: ['last Friday'], section: ['Second-hand uniform', 'Help with uniform costs'] },

    // --- lunches and food ---

    // lunches.md
    { kind: 'answer', question: 'do I have to pack a lunch every day or does the school feed them?', facts: ['free'], section: 'Free school lunches' },
    // lunches.md
    { kind: 'answer', question: 'can I put peanut butter sandwiches in her lunchbox?', facts: ['nut-aware'], section: 'Allergies and our nut-aware school' },
    // lunches.md
    { kind: 'answer', question: "its my daughters birthday on friday, can I bring in cupcakes I made for the class", facts: ['home baking'], section: 'Birthdays and shared food' },

    // --- donations and fees ---

    // donations-and-fees.md (two or more children: $300 per family at most)
    { kind: 'answer', question: 'how much is the school donation if we have 3 kids there?', facts: ['300'], section: 'The school donation' },
    // donations-and-fees.md
    { kind: 'answer', question: "my son's in year 7, how much is camp and can I pay it off bit by bit?", facts: ['340', 'instalments'], section: 'Activity fees' },

    // --- sport and music ---

    // sport-and-music.md (an 8-year-old is in Year 3 or 4)
    { kind: 'answer', question: 'my 8yo wants to play netball on saturdays, how much is it and what time of year?', facts: ['65'], section: 'Weekend and after-school sport' },
    // sport-and-music.md (follow-up: the team top bond)
    { kind: 'answer', question: 'do we have to buy a team shirt as well?', history: ['my 8yo wants to play netball on saturdays, how much is it and what time of year?'], facts: ['20'], section: 'Weekend and after-school sport' },
    // sport-and-music.md
    { kind: 'answer', question: "My son is in Year 5 and he's desperate to learn the drums. Can he do that at school and what does it cost?", facts: ['28'], section: 'Music lessons' },

    // --- health ---

    // health.md
    { kind: 'answer', question: 'my son threw up last night, seems fine this morning, can he go to school?', facts: ['48 hours'], section: 'When to keep your child at home' },
    // health.md
    { kind: 'answer', question: "she's on antibiotics and needs a dose at lunchtime, can her teacher give it to her?", facts: ['medication form'], section: 'Medicines at school' },
    // health.md
    { kind: 'answer', question: "found nits in my daughter's hair this morning ugh. does she have to stay home?", facts: ['first treatment'], section: 'Head lice' },
    // health.md
    { kind: 'answer', question: 'can he just wear his cap instead of the school hat? and which months do they need one?', facts: ['1 September', '30 April'], section: 'Sun hats and sunscreen' },
    // health.md
    { kind: 'answer', question: "the school just rang to say my boy's not well. how fast do I have to come and get him? I'm at work across town", facts: ['within an hour'], section: 'If your child gets sick at school' },

    // --- getting to school ---

    // getting-to-school.md
    { kind: 'answer', question: 'we live out on Pukeroa Rd near the Ngahape Rd corner, what time does the bus come in the morning?', facts: ['7:55 am'], section: 'The school bus' },
    // getting-to-school.md (follow-up: the Wednesday afternoon run)
    { kind: 'answer', question: 'and what time does it get them home on a wednesday?', history: ['we live out on Pukeroa Rd near the Ngahape Rd corner, what time does the bus come in the morning?'], facts: ['2:55 pm'], section: 'The school bus' },
    // getting-to-school.md (a 7-year-old is in Year 2 or 3)
    { kind: 'answer', question: 'can my 7 yr old ride his bike to school by himself', facts: ['Year 5'], section: 'Bikes and scooters' },
    // getting-to-school.md
    { kind: 'answer', question: "where's the best place to drop my girl off in the mornings? can I just pull up out the front?", facts: ['Kahikatea Drive'], section: 'Driving, parking and drop-off' },

    // --- learning support and ESOL ---

    // learning-support.md
    { kind: 'answer', question: 'I think my son might be dyslexic. Who do I talk to, and do we have to pay to get him tested privately first?', facts: ['diagnosis'], section: ['Dyslexia and other learning differences', 'Who to talk to'] },
    // learning-support.md
    { kind: 'answer', question: "we just moved here from China and my kids' english isn't great yet. what help will they get?", facts: ['Chen'], section: 'English for speakers of other languages (ESOL)' },

    // --- contact and FAQ ---

    // contact.md (follow-up: office hours in the school holidays)
    { kind: 'answer', question: 'is anyone there in the school holidays?', history: ['need to ring the office, whats the number'], facts: ['first and last week'], section: 'Office hours' },
    // faq.md
    { kind: 'answer', question: 'when are parent teacher interviews this year', facts: ['week 9'], section: 'When are reports and parent–teacher meetings?' },
    // faq.md
    { kind: 'answer', question: "I'd like to help out on the year 5/6 camp. Is there anything I need to do first?", facts: ['police vet'], section: 'Can I help at school?' },

    // --- refusals: plausible questions the pages never answer ---

    // (refusal: a different school's zone)
    { kind: 'refusal', question: "what's the zone for Hamilton Girls' High? thinking ahead for when she finishes year 8" },
    // (refusal: the weather)
    { kind: 'refusal', question: 'is it going to rain for athletics day on friday?' },
    // (refusal: council rates; a rates notice is only mentioned as proof of address)
    { kind: 'refusal', question: 'When are the Hamilton City Council rates due this quarter?' },
    // (refusal: nothing about hiring the hall)
    { kind: 'refusal', question: 'Can we hire the school hall for a kids birthday party on a Saturday?' },
    // (refusal: nothing about jobs; teacher aides are only mentioned as something the donation pays for)
    { kind: 'refusal', question: "are there any teacher aide jobs going? I'd love to work at the school" },
    // (refusal: no chess club anywhere)
    { kind: 'refusal', question: 'does the school have a chess club? my son is mad about chess' },
    // (refusal: no bilingual or immersion class; only kapa haka)
    { kind: 'refusal', question: 'Is there a te reo Māori bilingual or immersion class at Totara Grove?' },
  ],
};
