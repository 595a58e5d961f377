// Held-out questions for the Plausible Analytics documentation: written from the docs alone by
// someone who had not seen the answer engine, as visitors type them (long, casual, several
// sentences). Unlike the other sets, these are not for tuning the engine case by case: they
// measure how it does on questions nobody fitted it to. tests/eval/eval.test.ts holds it to
// refusing every out-of-scope question and to a floor on its accuracy.
import type { EvalSet } from './eval-types.ts';
import { PLAUSIBLE_EVAL } from './plausible-questions.ts';

export const PLAUSIBLE_HELD_OUT_EVAL: EvalSet = {
  organisationId: PLAUSIBLE_EVAL.organisationId,
  organisationName: PLAUSIBLE_EVAL.organisationName,
  corpus: PLAUSIBLE_EVAL.corpus,
  label: 'plausible (held out)',
  cases: [
    // --- how do I … ---

    // docs/pageview-goals.md
    { kind: 'answer', question: 'How do I track how many people reach my "thank you" page after they fill in the contact form?', facts: ['Add goal'] },
    // docs/funnel-analysis.md
    { kind: 'answer', question: 'How do I set up a funnel to see where people drop off between the pricing page and signup?', facts: ['Add funnel'], section: 'How to set up the conversion funnel analysis' },
    // docs/custom-event-goals.md
    { kind: 'answer', question: 'How can I track clicks on the "Sign up" button on my homepage?', facts: ['plausible-event-name='], section: ['Add a CSS class name to the element you want to track on your site', 'Create a custom event goal in your Plausible account'] },
    // docs/proxy/introduction.md
    { kind: 'answer', question: 'Some of my visitors use adblockers. How can I proxy the Plausible script through my own domain? My site is not on WordPress.', facts: ['Cloudflare Worker'], section: 'Which option fits you' },
    // docs/google-analytics-import.md (heading has a trailing space in the file)
    { kind: 'answer', question: 'How do I import my historical stats from Google Analytics into Plausible?', facts: ['Imports & Exports', 'Confirm import'], section: 'How to import your historical stats from Google Analytics to Plausible Analytics' },
    // docs/users-roles.md
    { kind: 'answer', question: 'How do I invite a colleague so they can see our dashboard with their own login?', facts: ['Team Settings'], section: 'Working with your team' },
    // docs/change-domain-name.md
    { kind: 'answer', question: 'We moved our website to a new domain. How do I change the domain in Plausible without losing our old stats?', facts: ['Change domain'], section: 'How to change your site domain in Plausible site settings?' },
    // docs/email-reports.md
    { kind: 'answer', question: 'How can I get a weekly summary of my stats sent to my inbox?', facts: ['Email reports'] },

    // --- what is / does Plausible … ---

    // docs/metrics-definitions.md
    { kind: 'answer', question: 'What counts as a bounce in Plausible?', facts: ['Views more than one page'], section: 'Engagement' },
    // docs/compliance.md
    { kind: 'answer', question: 'Is Plausible GDPR compliant? Do I still need a cookie consent banner on my site?', facts: ['No cookies'], section: 'How Plausible is typically classified in security reviews' },
    // docs/compliance.md
    { kind: 'answer', question: 'Where is my analytics data stored? Does it stay in the EU?', facts: ['stored in the EU'], section: 'How Plausible is typically classified in security reviews' },
    // docs/dashboard-faq.md
    { kind: 'answer', question: 'Does Plausible sample data like Google Analytics does, or are the numbers complete?', facts: ['100% of the data'], section: 'Does Plausible do data sampling?' },
    // docs/cancel-subscription.md
    { kind: 'answer', question: 'If I cancel, how long do you keep my data?', facts: ['retention period'], section: 'What happens after you cancel' },
    // docs/bot-traffic-filtering.md (also docs/dashboard-faq.md); the page's opening says it too
    { kind: 'answer', question: 'Does Plausible automatically filter out bots and spam traffic?', facts: ['referrer spam'] },

    // --- paraphrases, typed casually ---

    // docs/wordpress-integration.md
    { kind: 'answer', question: 'how do i add plausible to my wordpres site', facts: ['official WordPress plugin'] },
    // docs/realtime-dashboard.md
    { kind: 'answer', question: 'can i see whos on my site right now??', facts: ['current visitors'] },
    // docs/dashboard-faq.md
    { kind: 'answer', question: 'put the script on my site an hour ago and the dashboard is still empty, just a blinking green dot. is that normal', facts: ['blinking green dot'], section: 'How quickly will I see data after installing the script?' },

    // --- billing / plans ---

    // docs/cancel-subscription.md
    { kind: 'answer', question: 'How do I cancel my subscription?', facts: ['Cancel plan'] },
    // docs/nonprofit-and-education-pricing.md
    { kind: 'answer', question: 'We are a small nonprofit. Do you offer a discount, and how do we get it?', facts: ['discount code'], section: 'How to apply' },

    // --- refusals ---

    // (refusal: nothing in the docs about weather; grep "weather" finds nothing)
    { kind: 'refusal', question: "What's the weather going to be like in Berlin this weekend?" },
    // (refusal: unrelated product; grep "spotify" finds nothing)
    { kind: 'refusal', question: 'How do I cancel my Spotify Premium subscription?' },
    // (refusal: unrelated topic; grep "recipe", "sourdough" find nothing)
    { kind: 'refusal', question: 'Can you give me a good sourdough bread recipe?' },
  ],
};
