/** Messaging texts and limits: the spec's (§8, §9) and those chosen here (documented in the README). */
export const MESSAGING_TEXT = {
  empty: 'You have no more messages.',
  emptyBody: 'Write a message before sending it.',
  notFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  receiverNotAllowed: 'You can message members of your own team and of teams you have worked with on a Creator Call.',
} as const;

export const MESSAGING_LIMIT = {
  /** The list's last-message preview (spec §9). */
  previewLength: 45,
  /** Longest message body. */
  bodyMax: 10_000,
  titleMax: 500,
  /** Conversations per page of the list, and messages per page of a thread (older pages load backwards). */
  conversationsPage: 25,
  messagesPage: 50,
} as const;

/** Names on the messaging screens. */
export const MESSAGING_LABEL = {
  title: 'Messages',
  navMessages: 'Messages',
  newMessage: 'New message',
  yourTeam: 'Your team',
  messageAboutCreator: 'Message about this creator',
  about: (creator: string) => `About ${creator}`,
  to: 'To',
  subject: 'Subject',
  recipientRequired: 'Choose who to write to',
  subjectRequired: 'Subject is required',
  messageRequired: 'Write a message before sending it.',
  message: 'Message',
  send: 'Send',
  back: 'Back to conversations',
  loadOlder: 'Load older messages',
  loadMore: 'Load more conversations',
  archive: 'Archive',
  deleteMessage: 'Delete message',
  typing: (name: string) => `${name} is typing…`,
  seen: 'Seen',
  unread: 'Unread',
  offline: 'Offline: reconnecting… Messages you send now go out when the connection is back.',
  pending: 'Sending…',
  writePlaceholder: 'Write a message (Enter sends, Shift+Enter for a new line)',
  you: 'You',
  chooseConversation: 'Choose a conversation, or start one with New message.',
} as const;

/** How long a "typing…" lasts without a new keystroke, and how often a typist says it again. */
export const TYPING_MS = { shownFor: 4000, sendEvery: 2500 } as const;
