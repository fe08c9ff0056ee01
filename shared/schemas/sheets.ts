import { z } from 'zod';
import { textField } from './text.js';
import { LIMIT } from '../limits.js';
import { MSG } from '../messages.js';

export const SHEET_TYPES = ['talent', 'campaign', 'casting_call_response'] as const;
export const sheetType = z.enum(SHEET_TYPES);
export type SheetTypeName = z.infer<typeof sheetType>;

const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const sheetIdSchema = z.string().regex(PUBLIC_ID, 'Not a valid sheet id');
const castingCallId = z.string().regex(PUBLIC_ID, 'Not a valid casting call id');
export const influencerIdSchema = z.coerce.number().int().positive('Not a valid influencer id');

const TITLE_MAX = 500;
const NOTE_MAX = 5000;
const SHEET_SIZE_MAX = 1000;
/** Keeps a save event small (PostgreSQL NOTIFY payloads stay under 8 KB). */
const MAX_OVERRODE_FIELDS = 100;

/** "a,b,c" (as REST query strings carry lists) or a list, to a list of trimmed non-empty strings. */
const listParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter(Boolean));

const queryBoolean = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const sheetIdInput = z.object({ sheet_id: sheetIdSchema });

export const getSheetInput = z.object({ hashId: sheetIdSchema, sheet_type: sheetType.optional() });

export const sheetSocial = z.object({
  platform: z.string(),
  handle: z.string(),
  followers: z.number(),
  profile_url: z.string().nullable(),
  primary: z.boolean(),
});

/** A creator as the editor shows it. */
export const sheetInfluencer = z.object({
  id: z.number(),
  fullname: z.string(),
  picture_url: z.string().nullable(),
  followers: z.number(),
  socials: z.array(sheetSocial),
  tags: z.array(z.string()),
  note: z.string().nullable(),
});
export type SheetInfluencer = z.infer<typeof sheetInfluencer>;

export const castingCallSummary = z.object({
  id: z.string(),
  title: z.string(),
  response_status: z.enum(['created', 'draft', 'submitted']),
});

export const sheetDetail = z.object({
  id: z.string(),
  title: z.string(),
  /** The public heading; null shows "Selected Talent". */
  description: z.string().nullable(),
  sheet_type: sheetType,
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  creator_user_id: z.number().nullable(),
  creator_full_name: z.string().nullable(),
  creator_nickname: z.string().nullable(),
  team_id: z.string(),
  team_name: z.string(),
  influencer_ids: z.array(z.number()),
  notes: z.record(z.string(), z.string()),
  casting_call: castingCallSummary.nullable(),
});
export type SheetDetail = z.infer<typeof sheetDetail>;

export const sheetAnswer = z.object({ sheet: sheetDetail, influencers: z.array(sheetInfluencer) });
export type SheetAnswer = z.infer<typeof sheetAnswer>;

export const listSheetsInput = z.object({
  sheet_type: sheetType.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(LIMIT.sheetListDefaultLimit),
  only_mine: queryBoolean.optional(),
  /** Applied beyond 2 characters. */
  title_filter: z.string().max(TITLE_MAX).optional(),
  /** Sheets a collection may include: talent and campaign sheets, not Creator Call responses. */
  for_collection: queryBoolean.optional(),
  hash_ids: listParam.optional(),
});
export type ListSheetsInput = z.input<typeof listSheetsInput>;

export const sheetRowCreator = z.object({ id: z.number(), fullname: z.string(), picture_url: z.string().nullable() });

export const sheetRow = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  sheet_type: sheetType,
  created_at: z.string(),
  creator_user_id: z.number().nullable(),
  creator_full_name: z.string().nullable(),
  influencer_count: z.number(),
  /** Every creator in order (the list rows show the first 3 portraits; older lists show names). */
  influencers: z.array(sheetRowCreator),
});
export type SheetRow = z.infer<typeof sheetRow>;

export const sheetList = z.object({ sheets: z.array(sheetRow), total: z.number(), page: z.number(), limit: z.number() });

const basicSheet = z.object({ id: z.string(), title: z.string(), sheet_type: sheetType });
export const basicSheetsAnswer = z.object({
  sheet_count: z.number(),
  ordered_sheets: z.array(basicSheet),
  user_sheets_ordered: z.array(basicSheet),
});

export const saveSheetInput = z.object({
  title: textField(TITLE_MAX).default(''),
  sheet_type: sheetType.default('talent'),
  influencers: z
    .array(z.object({ influencer_id: influencerIdSchema, note: textField(NOTE_MAX, { multiline: true }).nullish() }))
    .max(SHEET_SIZE_MAX)
    .refine((list) => new Set(list.map((i) => i.influencer_id)).size === list.length, 'A creator can be on a sheet only once')
    .default([]),
  sheet_id: sheetIdSchema.nullish(),
  casting_call_id: castingCallId.nullish(),
  description: textField(TITLE_MAX).nullish(),
  duplicate_sheet_id: sheetIdSchema.nullish(),
  /** The editor tab that saved: echoed in the sheet.saved event so the tab knows its own save. */
  client_id: z.string().max(64).nullish(),
  /** The version the edits were made on: an older one than the saved sheet's answers CONFLICT. Without it the save wins. */
  base_version: z.number().int().nonnegative().optional(),
  /** Co-editing: edits of others (saved after base_version) this save replaces, so they can be told. */
  overrode: z
    .object({ base_version: z.number().int().nonnegative(), fields: z.array(z.string().max(40)).max(MAX_OVERRODE_FIELDS) })
    .optional(),
});
export type SaveSheetInput = z.input<typeof saveSheetInput>;
export const saveSheetAnswer = z.object({
  sheet_id: z.string(),
  version: z.number(),
  /** Present when a stale base_version was merged with the saves made since: the sheet as saved. */
  merged: z.object({ title: z.string(), items: z.array(z.object({ id: z.number(), note: z.string().nullable() })) }).optional(),
});

export const publicTitleInput = z.object({
  /** Empty is ignored; null clears the heading (back to "Selected Talent"). */
  public_title: textField(TITLE_MAX).nullable(),
  sheet_id: sheetIdSchema,
});

export const copySheetInput = z.object({
  sheet_id: sheetIdSchema,
  new_sheet_title: textField(TITLE_MAX).min(1, MSG.sheetNameRequired),
});

export const removeInfluencerInput = z.object({
  influencer_id: influencerIdSchema,
  sheet_ids: z.array(sheetIdSchema).max(SHEET_SIZE_MAX),
});

export const clientResponseInput = z
  .object({
    sheet_id: sheetIdSchema,
    influencer_id: influencerIdSchema,
    client_accepted: z.boolean().optional(),
    client_note: textField(NOTE_MAX, { multiline: true }).nullable().optional(),
  })
  .refine((v) => v.client_accepted !== undefined || v.client_note !== undefined, {
    message: 'Give client_accepted or client_note',
    path: ['client_accepted'],
  });
export const clientResponseAnswer = z.object({ client_accepted: z.boolean().optional(), client_note: z.string().nullable().optional() });

export const sheetCategoriesAnswer = z.object({
  sheet_categories: z.array(z.object({ sheet_id: z.string(), category_id: z.number(), category_name: z.string() })),
});

export const successAnswer = z.object({ success: z.boolean() });

/** A sheet as one save left it, carried by the `saved` live event so open editors need not fetch it. */
export const savedSheetContent = z.object({
  version: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  items: z.array(z.object({ id: z.number(), note: z.string().nullable() })),
});
export type SavedSheetContent = z.infer<typeof savedSheetContent>;

/** What the editor hears about a sheet while it is open. */
export const sheetLiveEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('saved'),
    sheetId: z.string(),
    version: z.number(),
    by: z.number(),
    clientId: z.string().nullable(),
    overrode: z.object({ baseVersion: z.number(), fields: z.array(z.string()), name: z.string() }).nullish(),
    content: savedSheetContent.nullish(),
  }),
  z.object({ type: z.literal('presence'), sheetId: z.string(), userId: z.number(), name: z.string(), state: z.enum(['joined', 'here', 'left']) }),
]);
export type SheetLiveEvent = z.infer<typeof sheetLiveEvent>;
export const sheetLiveInput = z.object({ sheet_id: sheetIdSchema, lastEventId: z.string().nullish() });

/** Likes (spec §7.11): per team, sheet and creator. */
export const likeInput = z.object({
  influencer_id: influencerIdSchema,
  salesheet_id: sheetIdSchema,
  team_id: z.string().max(64).optional(),
});
export const likesQuery = z.object({ salesheet_id: sheetIdSchema, team_id: z.string().max(64).optional() });
export const likesAnswer = z.object({
  likes: z.array(z.object({ influencer_id: z.number(), salesheet_id: z.string(), team_id: z.string(), user_id: z.number() })),
});

/** One creator's row of the campaign tracking table; every cell is free text. */
export const campaignRowData = z.object({
  date_sent: textField(50).nullish(),
  sender: textField().nullish(),
  contact: textField().nullish(),
  replied: textField(50).nullish(),
  rate: textField().nullish(),
  notes: textField(NOTE_MAX, { multiline: true }).nullish(),
});
export type CampaignRowData = z.infer<typeof campaignRowData>;
export const CAMPAIGN_COLUMNS = ['date_sent', 'sender', 'contact', 'replied', 'rate', 'notes'] as const;
export type CampaignColumn = (typeof CAMPAIGN_COLUMNS)[number];

/** Keys are influencer ids. */
export const campaignData = z.record(z.string().regex(/^\d+$/, 'Not a valid influencer id'), campaignRowData);
export const campaignQuery = z.object({ sheetId: sheetIdSchema });
export const campaignAnswer = z.object({ sheet_id: z.string(), campaign_data: campaignData });
export const saveCampaignInput = z.object({ talent_sheet_id: sheetIdSchema, campaign_data: campaignData });
