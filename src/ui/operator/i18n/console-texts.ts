// The operator console's own labels in English (the visitor's texts are src/contract/texts.ts).
// The other languages (de, fr, es, pt, ar: the widget's) are typed against these keys, so a missing
// one fails the typecheck. {placeholders} keep their English names.
export const CONSOLE_TEXTS = {
  consoleTitle: 'Operator console for {name}',
  loadingConsole: 'Loading operator console',
  skipToReply: 'Skip to the reply box',
  nothingSelected: 'Select a conversation to read it and respond to the contact.',
  conversations: 'Conversations',
  signOut: 'Sign out',
  liveConnecting: 'Connecting…',
  liveOn: 'Live',
  liveReconnecting: 'Reconnecting…',
  livePolling: 'Live updates are off: checking every 10 seconds',
  waitingOne: '1 conversation waits for a person',
  waitingMany: '{count} conversations wait for a person',
  noConversations: 'No conversations yet.',
  showMore: 'Show more conversations',
  searchConversations: 'Search conversations',
  searchLabel: 'Search by name, email, phone or message',
  searchPlaceholder: 'Search name, email, phone, message',
  search: 'Search',
  showConversations: 'Show conversations',
  filterAll: 'All',
  filterWantsPerson: 'Wants a person',
  filterAiPaused: 'AI paused',
  filterWithContact: 'Has contact details',
  filterMine: 'Mine',
  filterUnanswered: 'Unanswered',
  anonymousVisitor: 'Anonymous visitor',
  unread: 'Unread',
  previewAi: 'AI: {message}',
  previewTeam: 'Team: {message}',
  wantsPerson: 'Wants a person',
  askedForPerson: 'Asked for a person',
  aiPaused: 'AI paused',
  memberHasIt: '{name} has it',
  backToConversations: 'Back to conversations',
  takeOver: 'Take over',
  handBack: 'Hand back to AI',
  contactDetails: 'Contact details',
  detailName: 'Name',
  detailEmail: 'Email',
  detailPhone: 'Phone',
  detailPage: 'Page',
  detailLocalTime: 'Local time',
} as const;

export type ConsoleTextKey = keyof typeof CONSOLE_TEXTS;

/** A language's console labels: one for every key of the English ones. */
export type ConsoleCatalogue = Record<ConsoleTextKey, string>;
