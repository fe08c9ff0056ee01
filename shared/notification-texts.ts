/** Names in the notification menu and the one-time notice dialog (spec §2.7 "New Look"). */
export const NOTIFICATION_LABEL = {
  menu: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'No notifications yet',
  newLookTitle: 'Pitchroom has a new look',
  gotIt: 'Got it!',
  newMessageFrom: (name: string) => `New message from ${name}`,
} as const;
