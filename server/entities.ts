import { Session, RateLimit } from './auth/session.entity.js';
import { EventLog } from './events/event-log.entity.js';
import { Invitation, PasswordReset } from './modules/account/account-code.entity.js';
import { StaffAction } from './modules/account/staff-action.entity.js';
import { TeamMember, User } from './modules/account/user.entity.js';
import { MailOutbox } from './mail/mail-outbox.entity.js';
import { AnalyticsEvent } from './modules/analytics/analytics-event.entity.js';
import {
  AnalyticsClickDay,
  AnalyticsClickTotal,
  AnalyticsOwnerDay,
  AnalyticsSheetDay,
  AnalyticsSheetTotal,
  AnalyticsTeamDay,
  AnalyticsTeamVisitor,
  AnalyticsVisitor,
} from './modules/analytics/analytics-rollup.entity.js';
import { AnalyticsClickWindow, AnalyticsSheetWindow, AnalyticsWindowState } from './modules/analytics/analytics-window.entity.js';
import { InterestRegistration } from './modules/analytics/interest-registration.entity.js';
import { SheetResponse } from './modules/analytics/sheet-response.entity.js';
import { SheetViewer } from './modules/public/sheet-viewer.entity.js';
import { CollectionSheet } from './modules/collections/collection-sheet.entity.js';
import { Collection } from './modules/collections/collection.entity.js';
import { CastingCallResponse } from './modules/creator-calls/casting-call-response.entity.js';
import { CastingCall } from './modules/creator-calls/casting-call.entity.js';
import { Influencer } from './modules/directory/influencer.entity.js';
import { SocialAccount } from './modules/directory/social-account.entity.js';
import { SocialPost } from './modules/directory/social-post.entity.js';
import { ConversationParticipant } from './modules/messaging/conversation-participant.entity.js';
import { Conversation } from './modules/messaging/conversation.entity.js';
import { Message } from './modules/messaging/message.entity.js';
import { Notification } from './modules/notifications/notification.entity.js';
import { AddTalentRequest } from './modules/requests/add-talent-request.entity.js';
import { ChangeRequest } from './modules/requests/change-request.entity.js';
import { Favourite } from './modules/roster/favourite.entity.js';
import { RosterEntry } from './modules/roster/roster-entry.entity.js';
import { TalentConnection, TalentLogin } from './modules/roster/talent-login.entity.js';
import { DirectorySearchRow } from './modules/search/directory-search.entity.js';
import { DirectorySearchChange } from './modules/search/directory-search-change.entity.js';
import { CampaignRow } from './modules/sheets/campaign-row.entity.js';
import { InfluencerLike } from './modules/sheets/influencer-like.entity.js';
import { SheetCategory } from './modules/sheets/sheet-category.entity.js';
import { SheetEntry } from './modules/sheets/sheet-entry.entity.js';
import { TalentSheet } from './modules/sheets/talent-sheet.entity.js';
import { Category, TeamCategory } from './modules/tags/category.entity.js';
import { MasterTag } from './modules/tags/master-tag.entity.js';
import { Team } from './modules/teams/team.entity.js';
import { ApiKey } from './modules/api-keys/api-key.entity.js';
import { Upload } from './modules/uploads/upload.entity.js';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './modules/webhooks/webhook.entity.js';

/** Every entity of the application, registered once with the ORM. */
export const entities = [
  // accounts and infrastructure
  Team,
  User,
  TeamMember,
  Session,
  RateLimit,
  EventLog,
  // the shared directory
  Influencer,
  SocialAccount,
  SocialPost,
  DirectorySearchRow,
  DirectorySearchChange,
  // what a team adds to creators
  RosterEntry,
  Favourite,
  TalentLogin,
  TalentConnection,
  // sheets and collections
  TalentSheet,
  SheetEntry,
  SheetCategory,
  CampaignRow,
  InfluencerLike,
  Collection,
  CollectionSheet,
  // creator calls
  CastingCall,
  CastingCallResponse,
  // messaging
  Conversation,
  ConversationParticipant,
  Message,
  // tags and categories
  MasterTag,
  Category,
  TeamCategory,
  // analytics
  AnalyticsEvent,
  SheetViewer,
  InterestRegistration,
  SheetResponse,
  AnalyticsOwnerDay,
  AnalyticsTeamDay,
  AnalyticsSheetDay,
  AnalyticsSheetTotal,
  AnalyticsClickDay,
  AnalyticsClickTotal,
  AnalyticsVisitor,
  AnalyticsTeamVisitor,
  AnalyticsWindowState,
  AnalyticsSheetWindow,
  AnalyticsClickWindow,
  // requests, uploads, notifications
  AddTalentRequest,
  ChangeRequest,
  Upload,
  Notification,
  // password resets, invitations, e-mail
  PasswordReset,
  Invitation,
  MailOutbox,
  // integrators
  ApiKey,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  // staff acting as users
  StaffAction,
];
