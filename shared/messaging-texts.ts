/** Messaging texts and limits: the spec's (§8, §9) and those chosen here (documented in the README). */
export const MESSAGING_TEXT = {
  empty: 'You have no more messages.',
  emptyBody: 'Write a message before sending it.',
  notFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  receiverNotAllowed: 'You can message members of your own team.',
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
