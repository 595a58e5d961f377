// The English message catalogue: every text the visitor's pages show. The quoted texts of SPEC.md
// are here word for word (spelling included: 'occured'); the other languages are catalogues typed
// against these keys (src/ui/shared/i18n/), so a key missing from one fails the typecheck.
// machines/failure-texts.ts picks the text for a failed call from its ApiError's code, and the
// views show such a text in the visitor's language (`known` in src/ui/shared/i18n/texts.tsx).
// {name}-style placeholders are filled in by the views. The organisation's own texts (its name,
// description and suggested questions) are never in a catalogue: they stay as the organisation wrote them.
export const TEXTS = {
  // SPEC.md §8, the error catalogue.
  organisationFailed: "Demo can't be found, or there is a server error",
  conversationNotFound: 'Conversation Not Found',
  networkNotOk: 'Network response was not ok',
  pastConversationsFailed: "historic conversations can't be loaded, or there is a server error",
  sendFailed: 'There was an error sending the message',
  followUpFailed: 'An error occured, please try again',
  contactSupport: 'Please try again or contact support at {email}',
  // The operator console's own texts: SPEC.md names the view, not its errors.
  operatorKeyRefused: "That operator key is not this organisation's. Check it and try again.",
  operatorConversationsFailed: "The organisation's conversations can't be loaded just now. Please try again.",
  handbackFailed: 'The conversation could not be handed back to the AI. Please try again.',
  takeoverFailed: 'The conversation could not be taken over. Please try again.',

  // SPEC.md §2: pages.
  loadingDemo: 'Loading demo',
  loadingWidgetDemo: 'Loading widget demo',
  loadingApp: 'Loading app',
  loadingChat: 'Loading chat',
  demoHeading: 'Demo',
  demoPageTitle: '{name} demo',
  demoAbout:
    'This assistant answers questions about {name} from its own web content, and cites the pages each answer comes from. Ask it anything in the chat.',
  demoInvitation:
    'Would you like an assistant like this for your organisation? Contact us and we will build you a bespoke AI assistant that learns from your own content.',
  demoSourceLink: 'See the source data this demo assistant learned from',
  widgetDemoTitle: 'Demo Widget for {name}',
  widgetDemoIntroduction: 'Introduction',
  widgetDemoIntroduction1: 'This page stands in for your own website. The chat widget in the corner is what your visitors would see.',
  widgetDemoIntroduction2: 'Ask it a question: it answers from your content and shows the sources it used.',
  widgetDemoFeatures: 'Features',
  widgetDemoFeatures1:
    'Answers cite their sources, so visitors can check them. Visitors who prefer a person can leave their details for your team.',
  widgetDemoFeatures2: 'The widget can be minimised, or opened in its own window with the visitor’s past conversations.',
  widgetDemoConclusion: 'Conclusion',
  widgetDemoConclusion1: 'One line of script adds the widget to any page of your site.',
  frameHeading: '{name} assistant',
  fullscreenHeading: '{name} conversations',
  resizePastConversations: 'Resize past conversations',
  pastConversations: 'Past Conversations',
  createNewConversation: 'Create new Conversation',
  newConversation: 'New conversation',
  lastMessage: 'Last message {time} ago',
  pageError: 'Something went wrong',
  tryAgain: 'Try again',
  orGoToDemo: 'or {link}.',
  goToDemo: 'go to the demo',
  pageNotFound: 'Page not found',
  goToDemoLink: 'Go to the demo',

  // SPEC.md §2: the chat panel.
  chatWith: 'Chat with {name}',
  creatingConversation: 'Creating conversation and sending your first message',
  // Issue 14: a follow-up that failed to send, marked in the thread.
  messageNotSent: 'Not sent',
  retrySend: 'Retry',
  // Issue 14: a visitor's thumbs up or down under an AI answer.
  answerFeedback: 'Was this answer helpful?',
  answerHelpful: 'Helpful',
  answerNotHelpful: 'Not helpful',
  feedbackFailed: 'Your feedback was not sent.',
  feedbackCommentLabel: 'What was missing? (optional)',
  feedbackCommentSend: 'Send',
  feedbackThanks: 'Thank you for telling us.',
  // Issue 14: the composer near and past the message limit (MESSAGE_MAX_LENGTH).
  charactersLeft: '{count} characters left',
  messageTooLong: 'Your message is {count} characters too long to send.',
  // Issue 14: the widget frame of an organisation id that does not exist.
  assistantUnavailable: 'This assistant is not available',
  assistantUnavailableHint: 'The chat on this site is not set up correctly. Please try again later or contact the site.',
  assistantTyping: 'Assistant is typing',
  loadingConversation: 'Loading your existing conversation',
  startNewConversation: 'Start a new conversation',
  logoAlt: '{name} logo',
  startIntro: "Ask any question and our AI will answer as soon as possible. Don't want to chat to an AI? Ask for a human",
  createdBy: 'Created by {provider}',
  suggestedQuestions: 'Suggested questions',
  writeMessageTo: 'Write a message to {name}',
  sendMessageTo: 'Send message to {name}',
  operatorPlaceholder: 'Interrupt AI agent and respond to contact',
  respondToContact: 'Respond to contact',
  threadIntro: 'Ask any question and our AI will answer as soon as possible.',
  detailsKept: 'We have your details {name} and our team will contact you soon via {contact}',
  wantAHuman: "Don't want to chat to an AI?",
  askForHuman: 'Ask for a human',
  resetConversation: 'Click here to reset your conversation',
  leaveContactDetails: 'Leave contact details for a real human',
  detailsReceived: 'Hi {name}, we have received your contact details',
  poweredBy: 'Powered by {provider}',
  messages: 'Messages',
  sources: 'Sources',
  you: 'You',
  aiAuthor: '{name} AI',
  aiAvatar: 'AI',
  image: 'image',
  openInNewWindow: 'Open in new window',
  minimiseChat: 'Minimise chat',

  // SPEC.md §2: the contact-details form.
  contactFormIntro: 'Enter your contact details below and a team member will be in touch.',
  closeContactForm: 'Close contact details form',
  yourName: 'Your Name:',
  yourEmail: 'Your Email:',
  yourPhone: 'Your Phone Number:',
  namePlaceholder: 'Jane Smith',
  emailPlaceholder: 'jane@example.com',
  phonePlaceholder: '021 123 4567',
  submitContactDetails: 'Submit Contact Details',
  orSendEmail: 'or send us an email',
  orCallUs: 'or call us',
  contactsExportFailed: "The contacts can't be exported just now. Please try again.",
  // Who said what (issue 13): what the visitor sees when a person of the team answers.
  teamMemberJoined: '{name} from {organisation} joined the conversation',
  teamMemberAnswering: '{name} is answering',
  teamToldNotice: 'Our team has been told about your message and a person will reply here soon.',
  // The console's sign-in (issue 13).
  signInRefused: 'That email and password do not match a member of this organisation.',
  signInFailed: 'Signing in failed just now. Please try again.',
  signInThrottled: 'Too many sign-in attempts. Please wait a minute and try again.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  invitationInvalid: 'This invitation link has expired or has already been used. Ask an owner of the organisation for a new one.',
  invitationFailed: 'The invitation could not be accepted just now. Please try again.',
  invitationPasswordShort: 'Choose a password of at least 10 characters.',
  invitationTaken: 'This email address is already on the team: sign in instead.',
  teamFailed: "The team can't be loaded or changed just now. Please try again.",
  // The console's knowledge panel (issue 13).
  knowledgeFailed: "The knowledge can't be loaded just now. Please try again.",
  knowledgeChangeRefused: 'That was not saved: check the address, file or text and try again.',
  knowledgeChangeFailed: "That change can't be saved just now. Please try again.",
  knowledgeSaved: 'Saved: the assistant answers from it now.',
} as const;

/** A catalogue's keys: every other language has each of them (src/ui/shared/i18n/). */
export type TextKey = keyof typeof TEXTS;


/** A text with its {placeholders} filled: fillText(TEXTS.teamMemberAnswering, { name: 'Sam' }). */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
