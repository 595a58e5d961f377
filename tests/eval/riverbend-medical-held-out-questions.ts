// Held-out questions for Riverbend Medical Centre, a fictional general practice
// (tests/fixtures/corpora/riverbend-medical): written from its pages alone by someone who had not seen
// the answer engine, as patients type them (short and long, casual, with their own ages and situations,
// and follow-ups). They measure the engine on content and questions nobody fitted it to, so they are
// not for tuning it case by case.
import type { EvalSet } from './eval-types.ts';

export const RIVERBEND_MEDICAL_HELD_OUT_EVAL: EvalSet = {
  organisationId: 'riverbend-medical',
  organisationName: 'Riverbend Medical Centre',
  corpus: { folder: 'riverbend-medical', baseUrl: 'https://riverbend-medical.example/' },
  cases: [
    // --- fees ---

    // fees.md
    { kind: 'answer', question: "how much does it cost to see a doctor? I'm 30", facts: ['59'], section: 'Standard consultation fees for enrolled patients' },
    // fees.md (under 14: free)
    { kind: 'answer', question: 'my son is 9, do we have to pay for him to see the GP?', facts: ['Free'], section: 'Standard consultation fees for enrolled patients' },
    // fees.md (follow-up: the nurse fee for an 18–24 year old)
    { kind: 'answer', question: 'and for the nurse?', history: ['how much is a GP visit for a 20 year old?'], facts: ['25'], section: 'Standard consultation fees for enrolled patients' },
    // fees.md
    { kind: 'answer', question: 'I have a community services card, how much is it for the doctor', facts: ['19.50'], section: 'Standard consultation fees for enrolled patients' },
    // fees.md
    { kind: 'answer', question: "I'm visiting from the UK for a month and need to see a GP. What will it cost me?", facts: ['120'], section: 'Casual patients' },
    // fees.md
    { kind: 'answer', question: "money's really tight this week, can I pay for my appointment later?", facts: ['payment arrangement'], section: 'Paying your bill' },
    // fees.md
    { kind: 'answer', question: 'I see the doctor loads for my asthma, is there any help with the cost?', facts: ['High Use Health Card'], section: 'Help with the cost of care' },

    // --- enrolling ---

    // enrolling.md
    { kind: 'answer', question: 'Are you taking on new patients at the moment?', facts: ['new patients'], section: 'Are we taking new patients?' },
    // enrolling.md
    { kind: 'answer', question: 'we just moved to Claudelands, can we sign up with you?', facts: ['Claudelands'], section: 'Our enrolment area' },
    // enrolling.md
    { kind: 'answer', question: "I'm on a 3 year work visa. Can I enrol and get the cheaper fees?", facts: ['2 years'], section: 'Who is eligible for funded enrolment' },
    // enrolling.md
    { kind: 'answer', question: "I'm an international student at the uni, can I enrol with you?", facts: ['casual'], section: 'Who is eligible for funded enrolment' },
    // enrolling.md
    { kind: 'answer', question: 'just had a baby girl, when should I enrol her with you?', facts: ['6-week'], section: 'Enrolling a newborn' },

    // --- appointments ---

    // appointments.md
    { kind: 'answer', question: 'my daughter (4) has a high temperature, can we get in today?', facts: ['same day'], section: 'Same-day urgent appointments' },
    // appointments.md
    { kind: 'answer', question: "I'm running about 15 min late for my appointment, will I still be seen?", facts: ['10 minutes'], section: 'Arriving for your appointment' },
    // appointments.md
    { kind: 'answer', question: "Dad is 82 and can't really leave the house anymore. Does a doctor come out to see people at home?", facts: ['90'], section: 'Home visits' },
    // cancellations.md
    { kind: 'answer', question: 'what happens if I miss my appointment with the doctor?', facts: ['30'], section: 'Missed appointment fee' },
    // cancellations.md
    { kind: 'answer', question: 'how late can I cancel without being charged', facts: ['2 hours'], section: ['How much notice we need', 'Missed appointment fee'] },

    // --- hours and after hours ---

    // opening-hours.md
    { kind: 'answer', question: 'open saturdays?', facts: ['12:00 pm'], section: 'Clinic hours' },
    // opening-hours.md
    { kind: 'answer', question: 'I work until 5 every day — do you have any evening appointments?', facts: ['7:30 pm'], section: 'Clinic hours' },
    // opening-hours.md
    { kind: 'answer', question: "It's 9pm and I need some medical advice, who can I ring?", facts: ['option 1'], section: 'When we are closed' },

    // --- prescriptions ---

    // prescriptions.md
    { kind: 'answer', question: 'how do I get a repeat script and how long does it take?', facts: ['2 working days'], section: 'Asking for a repeat prescription' },
    // prescriptions.md
    { kind: 'answer', question: 'I ran out of my blood pressure pills this morning, can I get more today? how much?', facts: ['40'], section: 'Urgent repeats' },
    // prescriptions.md
    { kind: 'answer', question: 'Can I get my sleeping pills repeated without seeing the doctor?', facts: ['controlled'], section: 'When you need to see your GP first' },

    // --- vaccinations ---

    // vaccinations.md
    { kind: 'answer', question: "is the flu jab free? I'm 45 and pretty healthy", facts: ['40'], section: 'Flu vaccine' },
    // vaccinations.md (follow-up: a 4 year old is in the free group)
    { kind: 'answer', question: 'what about for my 4 year old?', history: ['is the flu vaccine free?'], facts: ['12 years'], section: 'Flu vaccine' },
    // vaccinations.md
    { kind: 'answer', question: "I'm pregnant. Which vaccines should I be getting, and do I have to pay?", facts: ['whooping cough'], section: 'Pregnancy vaccinations' },
    // vaccinations.md
    { kind: 'answer', question: 'Going to Peru in 2 months and I need the yellow fever shot, can you do it?', facts: ['yellow fever'], section: 'Travel vaccinations' },

    // --- telehealth, portal, getting here ---

    // telehealth.md
    { kind: 'answer', question: 'Do I need to download an app for the video appointment?', facts: ['link'], section: 'Booking a video or phone appointment' },
    // telehealth.md
    { kind: 'answer', question: "I'm on holiday in Bali, can I still do a phone appointment with my GP?", facts: ['New Zealand'], section: 'Before your call' },
    // patient-portal.md
    { kind: 'answer', question: 'how do I get set up on the patient portal?', facts: ['invitation'], section: 'How to sign up' },
    // patient-portal.md
    { kind: 'answer', question: 'My daughter is 15. Can I still see her records on the portal?', facts: ['14'], section: 'How to sign up' },
    // patient-portal.md
    { kind: 'answer', question: 'had bloods taken on monday, when will I get the results?', facts: ['3 working days'], section: 'Test results' },
    // getting-here.md
    { kind: 'answer', question: 'where do I park?', facts: ['Kahikatea Lane'], section: 'Parking' },
    // getting-here.md
    { kind: 'answer', question: 'I use a wheelchair — can I get into the clinic easily?', facts: ['automatic doors'], section: 'Accessibility' },

    // --- interpreters, privacy, complaints ---

    // interpreters.md
    { kind: 'answer', question: 'My mum only speaks Korean. Can you get an interpreter for her appointment and is there a cost?', facts: ['free'], section: 'Free interpreters' },
    // interpreters.md
    { kind: 'answer', question: "I'm Deaf and need a sign language interpreter for my appointment, how much notice do you need?", facts: ['5 working days'], section: 'New Zealand Sign Language' },
    // privacy.md
    { kind: 'answer', question: 'How do I get a copy of my medical records? Do I have to pay for it?', facts: ['20 working days'], section: 'Seeing your health records' },
    // complaints.md
    { kind: 'answer', question: 'I want to make a complaint about how a doctor spoke to me', facts: ['Helen Cho'], section: 'Making a complaint' },

    // --- refusals: plausible questions the pages never answer ---

    // (refusal: no dental care anywhere on the site)
    { kind: 'refusal', question: 'do you do dental check ups as well?' },
    // (refusal: no vasectomy or minor surgery on any page)
    { kind: 'refusal', question: 'Can I get a vasectomy done at your clinic?' },
    // (refusal: no physiotherapist mentioned)
    { kind: 'refusal', question: 'is there a physio at the practice?' },
    // (refusal: a laboratory is in the building, but nothing says whether a pharmacy is)
    { kind: 'refusal', question: 'Is there a pharmacy in the same building so I can pick up my meds straight after?' },
    // (refusal: nothing about COVID testing)
    { kind: 'refusal', question: 'how much is a covid test?' },
    // (refusal: nothing about jobs)
    { kind: 'refusal', question: 'Are you hiring receptionists at the moment?' },

    // --- a person, thanks ---

    { kind: 'human', question: "I'd rather talk to a real person at reception, not a bot" },
    { kind: 'thanks', question: "thanks heaps, that's really helpful" },
  ],
};
