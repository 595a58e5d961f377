// The two public demo organisations (fictional) and the content their assistants answer from.
// Each content file is also rendered by the client's static page, so citations open that page.
import type { NewOrganisation } from '../store/organisations-repository.ts';

export interface DemoOrganisation {
  organisation: Omit<NewOrganisation, 'isDemo' | 'createdAt'>;
  content: {
    /** File name under the content folder. */
    file: string;
    /** The client page that renders the file; section anchors are appended to it. */
    publicUrl: string;
    /** What citations show before the section name. */
    name: string;
  };
  /** The organisation's own words for the same thing, seeded as its synonym groups (korero synonyms). */
  synonyms: string[][];
}

export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  {
    organisation: {
      id: 'queenstown-adventures',
      name: 'Queenstown Adventures',
      description:
        'Bungy jumping from the historic Kawarau Gorge Suspension Bridge near Queenstown, New Zealand: solo and tandem jumps, river dips, photos and video, with transport from town included.',
      logoUrl: '/logos/queenstown-adventures.svg',
      chatBubbleColor: '#6ea9d7',
      chatTextColor: '#ffffff',
      defaultQuestions: [
        'How much does a tandem jump cost?',
        'What are the age and weight requirements?',
        'How do I get to the jump site?',
        'Can I bring my own camera or GoPro?',
      ],
      supportEmail: 'jump@queenstownadventures.example',
      supportPhone: '+64 3 555 0199',
      buttonColor: '#1f5f8b',
      buttonTextColor: '#ffffff',
      allowedOrigins: ['https://queenstownadventures.example'],
    },
    content: { file: 'queenstown-adventures.md', publicUrl: '/queenstownadventures', name: 'Queenstown Adventures' },
    synonyms: [
      ['bungy', 'bungee'],
      ['tandem', 'two', 'couple', 'together', 'partner'],
      ['price', 'cost', 'fee', 'nzd', 'dollars'],
      ['limit', 'limits', 'minimum', 'maximum', 'restriction', 'requirement', 'requirements'],
      ['parent', 'guardian', 'consent', 'permission'],
      ['phone', 'call', 'telephone', 'number'],
      ['refund', 'cancel', 'cancellation', 'reschedule', 'rebook'],
      ['safe', 'safety', 'dangerous', 'risk'],
      ['location', 'located', 'address', 'office', 'based'],
      ['transport', 'shuttle', 'pickup', 'bus', 'transfer'],
      ['video', 'photos', 'photo', 'footage', 'filmed'],
      ['merchandise', 'merch', 'souvenir', 'souvenirs'],
      ['t-shirt', 'tshirt', 'shirt', 'tee'],
      ['replace', 'replaced', 'retire', 'retired', 'renew'],
      ['founded', 'history', 'since', 'established'],
      ['oldest', 'aged'],
      ['payment', 'pay', 'card', 'cards', 'credit', 'visa', 'mastercard', 'eftpos'],
    ],
  },
  {
    organisation: {
      id: 'harbourside-dental',
      name: 'Harbourside Dental',
      description:
        'A family dental practice on the Wellington waterfront: check-ups, fillings, same-day crowns, whitening, children’s dentistry and emergency appointments.',
      logoUrl: '/logos/harbourside-dental.svg',
      chatBubbleColor: '#2f7d6d',
      chatTextColor: '#ffffff',
      defaultQuestions: [
        'Are you taking new patients?',
        'How much is a check-up and clean?',
        'What should I do if I have a dental emergency?',
        'What are your opening hours?',
      ],
      supportEmail: 'hello@harboursidedental.example',
      supportPhone: '04 555 0142',
      buttonColor: '#2f7d6d',
      buttonTextColor: '#ffffff',
      allowedOrigins: ['https://harboursidedental.example'],
    },
    content: { file: 'harbourside-dental.md', publicUrl: '/harbourside', name: 'Harbourside Dental' },
    synonyms: [
      ['dentist', 'dental'],
      ['emergency', 'urgent', 'toothache', 'pain'],
      ['sedation', 'sedate', 'nervous', 'anxious', 'scared', 'afraid'],
      ['instalment', 'installment', 'instalments', 'installments', 'interest-free', 'finance'],
      ['location', 'located', 'address', 'based', 'where'],
      ['parking', 'park', 'car'],
      ['payment', 'pay', 'card', 'cards', 'accept'],
      ['open', 'hours', 'opening', 'closed'],
      ['price', 'cost', 'fee', 'charge'],
      ['child', 'children', 'kid', 'kids'],
    ],
  },
];
