import { Migration } from '@mikro-orm/migrations';

export class Migration20261122032131_domain_model extends Migration {

  override name = 'Migration20261122032131_domain_model';

  override up(): void | Promise<void> {
    // Trigram indexes (name and handle search); pg_trgm is a trusted extension, so the database owner may create it.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "casting_call" ("id" varchar(22) not null, "title" varchar(500) not null, "description" text not null, "start_date" date null, "end_date" date null, "deliverables" text null, "locations" text null, "compensation" text null, "brand_represented" varchar(255) null, "display_images" jsonb not null default '[]', "issuer_name" varchar(255) not null, "issuer_image_url" varchar(2000) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "casting_call_end_date_index" on "casting_call" ("end_date");`);

    this.addSql(`create table "category" ("id" serial primary key, "name" varchar(255) not null, "parent_id" int null);`);
    this.addSql(`alter table "category" add constraint "category_parent_id_name_unique" unique ("parent_id", "name");`);

    this.addSql(`create table "influencer" ("id" serial primary key, "fullname" varchar(255) not null, "email" varchar(255) null, "gender" text null, "age_min" smallint null, "age_max" smallint null, "description" text null, "picture_url" varchar(2000) null, "city" varchar(255) null, "state" varchar(255) null, "country" varchar(2) null, "last_data_update" timestamptz null, "with_advanced_data" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "influencer_gender_age_index" on "influencer" ("gender", "age_min", "age_max");`);
    this.addSql(`create index "influencer_fullname_trgm_index" on "influencer" using gin ("fullname" gin_trgm_ops);`);

    this.addSql(`create table "master_tag" ("id" serial primary key, "name" varchar(255) not null);`);
    this.addSql(`alter table "master_tag" add constraint "master_tag_name_unique" unique ("name");`);

    this.addSql(`create table "social_account" ("id" serial primary key, "influencer_id" int not null, "platform" text not null, "handle" varchar(255) not null, "platform_account_id" varchar(255) null, "platform_account_name" varchar(255) null, "platform_account_nickname" varchar(255) null, "profile_url" varchar(2000) null, "picture_main_url" varchar(2000) null, "primary" boolean not null default false, "followers" bigint not null default '0', "engagement_rate" real null, "avg_likes" bigint null, "avg_views" bigint null, "avg_comments" int null, "avg_reels_plays" bigint null, "avg_story_reach" int null, "avg_story_clicks" int null, "us_audience_share" real null, "audience_female_percent" real null, "audience_male_percent" real null, "audience_age_13_17" real null, "audience_age_18_24" real null, "audience_age_25_34" real null, "audience_age_35_44" real null, "audience_age_45_64" real null, "audience_age_65_plus" real null, "followers_percent_change" real null, "audience" jsonb null, "notable_followers" jsonb null, "follower_history" jsonb null, "other_metrics" jsonb null, "extra_data" jsonb null, "last_data_update" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "social_account_influencer_id_index" on "social_account" ("influencer_id");`);
    this.addSql(`create index "social_account_platform_followers_index" on "social_account" ("platform", "followers" DESC nulls LAST, "id" DESC);`);
    this.addSql(`create index "social_account_platform_engagement_rate_index" on "social_account" ("platform", "engagement_rate" DESC nulls LAST, "id" DESC);`);
    this.addSql(`create index "social_account_platform_avg_views_index" on "social_account" ("platform", "avg_views" DESC nulls LAST, "id" DESC);`);
    this.addSql(`create index "social_account_platform_us_audience_share_index" on "social_account" ("platform", "us_audience_share" DESC nulls LAST, "id" DESC);`);
    this.addSql(`create index "social_account_platform_audience_female_percent_index" on "social_account" ("platform", "audience_female_percent" DESC nulls LAST, "id" DESC);`);
    this.addSql(`create index "social_account_platform_audience_male_percent_index" on "social_account" ("platform", "audience_male_percent" DESC nulls LAST, "id" DESC);`);
    this.addSql(`create index "social_account_platform_audience_age_13_17_index" on "social_account" ("platform", "audience_age_13_17" DESC nulls LAST, "id" DESC);`);
    this.addSql(`create index "social_account_platform_audience_age_18_24_index" on "social_account" ("platform", "audience_age_18_24" DESC nulls LAST, "id" DESC);`);
    this.addSql(`create index "social_account_platform_audience_age_25_34_index" on "social_account" ("platform", "audience_age_25_34" DESC nulls LAST, "id" DESC);`);
    this.addSql(`create index "social_account_platform_audience_age_35_44_index" on "social_account" ("platform", "audience_age_35_44" DESC nulls LAST, "id" DESC);`);
    this.addSql(`create index "social_account_platform_audience_age_45_64_index" on "social_account" ("platform", "audience_age_45_64" DESC nulls LAST, "id" DESC);`);
    this.addSql(`create index "social_account_platform_audience_age_65_plus_index" on "social_account" ("platform", "audience_age_65_plus" DESC nulls LAST, "id" DESC);`);
    this.addSql(`create index "social_account_handle_trgm_index" on "social_account" using gin ("handle" gin_trgm_ops);`);
    this.addSql(`alter table "social_account" add constraint "social_account_platform_handle_unique" unique ("platform", "handle");`);
    this.addSql(`create unique index "social_account_one_primary_per_influencer" on "social_account" ("influencer_id") where "primary" = true;`);

    this.addSql(`create table "social_post" ("id" bigserial primary key, "account_id" int not null, "category" text not null, "post_id" varchar(255) not null, "link" varchar(2000) null, "image_url" varchar(2000) null, "thumbnail_url" varchar(2000) null, "caption" text null, "text" text null, "likes" bigint null, "comments" bigint null, "views" bigint null, "posted_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "social_post" add constraint "social_post_account_id_category_post_id_unique" unique ("account_id", "category", "post_id");`);

    this.addSql(`create table "talent_login" ("id" serial primary key, "team_id" varchar(22) not null, "influencer_id" int not null, "login_token" varchar(22) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "talent_login" add constraint "talent_login_login_token_unique" unique ("login_token");`);
    this.addSql(`alter table "talent_login" add constraint "talent_login_team_id_influencer_id_unique" unique ("team_id", "influencer_id");`);

    this.addSql(`create table "talent_connection" ("id" serial primary key, "team_id" varchar(22) not null, "talent_login_id" int not null, "platform" text not null, "social_account_id" int null, "connected_at" timestamptz not null);`);
    this.addSql(`create index "talent_connection_team_id_index" on "talent_connection" ("team_id");`);
    this.addSql(`alter table "talent_connection" add constraint "talent_connection_talent_login_id_platform_unique" unique ("talent_login_id", "platform");`);

    this.addSql(`create table "roster_entry" ("id" serial primary key, "team_id" varchar(22) not null, "influencer_id" int not null, "tags" text[] not null default '{}', "display_tags" text[] not null default '{}', "custom_description" text null, "tagline" varchar(30) null, "custom_picture_url" varchar(2000) null, "custom_display_name" varchar(255) null, "rate_card" jsonb null, "case_studies" jsonb null, "city" varchar(255) null, "state" varchar(255) null, "stat_display_settings" jsonb not null default '{}', "disabled_info_boxes" text[] not null default '{}', "excluded_post_ids" text[] not null default '{}', "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "roster_entry_influencer_id_index" on "roster_entry" ("influencer_id");`);
    this.addSql(`create index "roster_entry_team_id_created_at_index" on "roster_entry" ("team_id", "created_at");`);
    this.addSql(`create index "roster_entry_tags_index" on "roster_entry" using gin ("tags");`);
    this.addSql(`alter table "roster_entry" add constraint "roster_entry_team_id_influencer_id_unique" unique ("team_id", "influencer_id");`);

    this.addSql(`create table "interest_registration" ("id" serial primary key, "name" varchar(255) not null, "email" varchar(255) not null, "affiliation" varchar(255) null, "team_id" varchar(22) null, "influencer_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "interest_registration" add constraint "interest_registration_email_unique" unique ("email");`);
    this.addSql(`create index "interest_registration_team_id_index" on "interest_registration" ("team_id");`);

    this.addSql(`create table "team_category" ("id" serial primary key, "team_id" varchar(22) not null, "category_id" int not null);`);
    this.addSql(`alter table "team_category" add constraint "team_category_team_id_category_id_unique" unique ("team_id", "category_id");`);

    this.addSql(`create table "upload" ("id" serial primary key, "key" varchar(500) not null, "team_id" varchar(22) not null, "user_id" int null, "filename" varchar(500) not null, "content_type" varchar(255) not null, "size" bigint null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "upload" add constraint "upload_key_unique" unique ("key");`);
    this.addSql(`create index "upload_team_id_created_at_index" on "upload" ("team_id", "created_at");`);

    this.addSql(`create table "talent_sheet" ("id" varchar(22) not null, "team_id" varchar(22) not null, "created_by_id" int null, "title" varchar(500) not null, "description" varchar(500) null, "sheet_type" text not null default 'talent', "settings" jsonb not null default '{}', "position" int not null default 0, "access_restricted" boolean not null default false, "campaign_description" text null, "tag_filters" text[] not null default '{}', "name_filter" varchar(255) null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, "deleted_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "talent_sheet_team_id_sheet_type_created_at_index" on "talent_sheet" ("team_id", "sheet_type", "created_at");`);
    this.addSql(`create index "talent_sheet_created_by_id_index" on "talent_sheet" ("created_by_id");`);

    this.addSql(`create table "sheet_viewer" ("id" serial primary key, "team_id" varchar(22) not null, "sheet_id" varchar(22) not null, "email" varchar(255) not null, "visits" int not null default 1, "first_seen_at" timestamptz not null, "last_seen_at" timestamptz not null);`);
    this.addSql(`create index "sheet_viewer_team_id_last_seen_at_index" on "sheet_viewer" ("team_id", "last_seen_at");`);
    this.addSql(`alter table "sheet_viewer" add constraint "sheet_viewer_sheet_id_email_unique" unique ("sheet_id", "email");`);

    this.addSql(`create table "sheet_response" ("id" serial primary key, "team_id" varchar(22) not null, "sheet_id" varchar(22) not null, "liked_influencer_ids" int[] not null default '{}', "responder_name" varchar(255) null, "responder_email" varchar(255) null, "comments" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "sheet_response_team_id_created_at_index" on "sheet_response" ("team_id", "created_at");`);
    this.addSql(`create index "sheet_response_sheet_id_index" on "sheet_response" ("sheet_id");`);

    this.addSql(`create table "sheet_entry" ("id" serial primary key, "team_id" varchar(22) not null, "sheet_id" varchar(22) not null, "influencer_id" int not null, "position" int not null, "note" text null, "client_accepted" boolean not null default false, "client_note" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "sheet_entry_sheet_id_position_index" on "sheet_entry" ("sheet_id", "position");`);
    this.addSql(`create index "sheet_entry_team_id_influencer_id_index" on "sheet_entry" ("team_id", "influencer_id");`);
    this.addSql(`create index "sheet_entry_influencer_id_index" on "sheet_entry" ("influencer_id");`);
    this.addSql(`alter table "sheet_entry" add constraint "sheet_entry_sheet_id_influencer_id_unique" unique ("sheet_id", "influencer_id");`);

    this.addSql(`create table "sheet_category" ("id" serial primary key, "team_id" varchar(22) not null, "sheet_id" varchar(22) not null, "category_id" int not null);`);
    this.addSql(`create index "sheet_category_team_id_category_id_index" on "sheet_category" ("team_id", "category_id");`);
    this.addSql(`alter table "sheet_category" add constraint "sheet_category_sheet_id_category_id_unique" unique ("sheet_id", "category_id");`);

    this.addSql(`create table "casting_call_response" ("id" serial primary key, "team_id" varchar(22) not null, "casting_call_id" varchar(22) not null, "sheet_id" varchar(22) not null, "status" text not null default 'created', "submitted_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "casting_call_response" add constraint "casting_call_response_sheet_id_unique" unique ("sheet_id");`);
    this.addSql(`create index "casting_call_response_team_id_index" on "casting_call_response" ("team_id");`);
    this.addSql(`alter table "casting_call_response" add constraint "casting_call_response_casting_call_id_team_id_unique" unique ("casting_call_id", "team_id");`);

    this.addSql(`create table "campaign_row" ("id" serial primary key, "team_id" varchar(22) not null, "sheet_id" varchar(22) not null, "influencer_id" int not null, "date_sent" varchar(50) null, "sender" varchar(255) null, "contact" varchar(255) null, "replied" varchar(50) null, "rate" varchar(255) null, "notes" text null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "campaign_row_team_id_index" on "campaign_row" ("team_id");`);
    this.addSql(`create index "campaign_row_influencer_id_index" on "campaign_row" ("influencer_id");`);
    this.addSql(`alter table "campaign_row" add constraint "campaign_row_sheet_id_influencer_id_unique" unique ("sheet_id", "influencer_id");`);

    this.addSql(`create table "notification" ("id" bigserial primary key, "team_id" varchar(22) not null, "user_id" int null, "type" text not null, "title" varchar(500) not null, "body" text null, "data" jsonb not null default '{}', "read_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "notification_team_id_created_at_index" on "notification" ("team_id", "created_at");`);
    this.addSql(`create index "notification_user_id_index" on "notification" ("user_id");`);

    this.addSql(`create table "influencer_like" ("id" serial primary key, "team_id" varchar(22) not null, "sheet_id" varchar(22) not null, "influencer_id" int not null, "user_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "influencer_like_team_id_index" on "influencer_like" ("team_id");`);
    this.addSql(`create index "influencer_like_influencer_id_index" on "influencer_like" ("influencer_id");`);
    this.addSql(`create index "influencer_like_user_id_index" on "influencer_like" ("user_id");`);
    this.addSql(`alter table "influencer_like" add constraint "influencer_like_sheet_id_influencer_id_user_id_unique" unique ("sheet_id", "influencer_id", "user_id");`);

    this.addSql(`create table "favourite" ("id" serial primary key, "user_id" int not null, "influencer_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "favourite_user_id_created_at_index" on "favourite" ("user_id", "created_at");`);
    this.addSql(`alter table "favourite" add constraint "favourite_user_id_influencer_id_unique" unique ("user_id", "influencer_id");`);

    this.addSql(`create table "conversation" ("id" serial primary key, "team_id" varchar(22) not null, "title" varchar(500) not null, "created_by_id" int null, "receiver_id" int null, "influencer_id" int null, "most_recent_message_at" timestamptz not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "conversation_team_id_most_recent_message_at_index" on "conversation" ("team_id", "most_recent_message_at");`);

    this.addSql(`create table "message" ("id" bigserial primary key, "team_id" varchar(22) not null, "conversation_id" int not null, "sender_id" int null, "body" text not null, "created_at" timestamptz not null, "deleted_at" timestamptz null);`);
    this.addSql(`create index "message_conversation_id_id_index" on "message" ("conversation_id", "id");`);
    this.addSql(`create index "message_team_id_index" on "message" ("team_id");`);
    this.addSql(`create index "message_sender_id_index" on "message" ("sender_id");`);

    this.addSql(`create table "conversation_participant" ("id" serial primary key, "team_id" varchar(22) not null, "conversation_id" int not null, "user_id" int not null, "last_read_at" timestamptz null, "archived_at" timestamptz null);`);
    this.addSql(`create index "conversation_participant_user_id_archived_at_index" on "conversation_participant" ("user_id", "archived_at");`);
    this.addSql(`create index "conversation_participant_team_id_index" on "conversation_participant" ("team_id");`);
    this.addSql(`alter table "conversation_participant" add constraint "conversation_participant_conversation_id_user_id_unique" unique ("conversation_id", "user_id");`);

    this.addSql(`create table "collection" ("id" varchar(22) not null, "team_id" varchar(22) not null, "created_by_id" int null, "title" varchar(500) not null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "collection_team_id_created_at_index" on "collection" ("team_id", "created_at");`);

    this.addSql(`create table "collection_sheet" ("id" serial primary key, "team_id" varchar(22) not null, "collection_id" varchar(22) not null, "sheet_id" varchar(22) not null, "position" int not null);`);
    this.addSql(`create index "collection_sheet_collection_id_position_index" on "collection_sheet" ("collection_id", "position");`);
    this.addSql(`create index "collection_sheet_sheet_id_index" on "collection_sheet" ("sheet_id");`);
    this.addSql(`create index "collection_sheet_team_id_index" on "collection_sheet" ("team_id");`);
    this.addSql(`alter table "collection_sheet" add constraint "collection_sheet_collection_id_sheet_id_unique" unique ("collection_id", "sheet_id");`);

    this.addSql(`create table "analytics_event" ("id" bigserial primary key, "team_id" varchar(22) not null, "sheet_id" varchar(22) null, "collection_id" varchar(22) null, "influencer_id" int null, "event_type" text not null, "viewer_email" varchar(255) null, "platform" text null, "url" varchar(2000) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "analytics_event_team_id_created_at_index" on "analytics_event" ("team_id", "created_at");`);
    this.addSql(`create index "analytics_event_sheet_id_created_at_index" on "analytics_event" ("sheet_id", "created_at");`);
    this.addSql(`create index "analytics_event_collection_id_index" on "analytics_event" ("collection_id");`);
    this.addSql(`create index "analytics_event_influencer_id_index" on "analytics_event" ("influencer_id");`);

    this.addSql(`create table "change_request" ("id" serial primary key, "team_id" varchar(22) not null, "user_id" int null, "influencer_id" int null, "request_type" text not null, "name" varchar(255) null, "socials" jsonb not null default '[]', "note" text null, "uploaded_key" varchar(500) null, "status" text not null default 'pending', "created_at" timestamptz not null);`);
    this.addSql(`create index "change_request_team_id_created_at_index" on "change_request" ("team_id", "created_at");`);
    this.addSql(`create index "change_request_influencer_id_index" on "change_request" ("influencer_id");`);
    this.addSql(`create index "change_request_status_index" on "change_request" ("status");`);

    this.addSql(`create table "add_talent_request" ("id" serial primary key, "team_id" varchar(22) not null, "user_id" int null, "name" varchar(255) not null, "socials" jsonb not null, "note" text null, "status" text not null default 'pending', "influencer_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`create index "add_talent_request_team_id_created_at_index" on "add_talent_request" ("team_id", "created_at");`);
    this.addSql(`create index "add_talent_request_status_index" on "add_talent_request" ("status");`);

    this.addSql(`alter table "team" add "bio" text null, add "contact_email" varchar(255) null, add "phone" varchar(50) null, add "homepage" varchar(2000) null, add "credits" int not null default 0, add "settings" jsonb not null default '{}';`);
    this.addSql(`alter table "team" add constraint "team_credits_not_negative" check (credits >= 0);`);

    this.addSql(`alter table "category" add constraint "category_parent_id_foreign" foreign key ("parent_id") references "category" ("id") on delete cascade;`);

    this.addSql(`alter table "influencer" add constraint "influencer_gender_check" check ("gender" in ('female', 'male', 'other'));`);

    this.addSql(`alter table "social_account" add constraint "social_account_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on delete cascade;`);
    this.addSql(`alter table "social_account" add constraint "social_account_platform_check" check ("platform" in ('instagram', 'tiktok', 'youtube', 'twitter', 'facebook', 'pinterest', 'snapchat', 'twitch'));`);

    this.addSql(`alter table "social_post" add constraint "social_post_account_id_foreign" foreign key ("account_id") references "social_account" ("id") on delete cascade;`);
    this.addSql(`alter table "social_post" add constraint "social_post_category_check" check ("category" in ('top_posts', 'top_reels', 'recent_posts', 'commercial_posts'));`);

    this.addSql(`alter table "talent_login" add constraint "talent_login_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "talent_login" add constraint "talent_login_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on delete cascade;`);

    this.addSql(`alter table "talent_connection" add constraint "talent_connection_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "talent_connection" add constraint "talent_connection_talent_login_id_foreign" foreign key ("talent_login_id") references "talent_login" ("id") on delete cascade;`);
    this.addSql(`alter table "talent_connection" add constraint "talent_connection_social_account_id_foreign" foreign key ("social_account_id") references "social_account" ("id") on delete set null;`);
    this.addSql(`alter table "talent_connection" add constraint "talent_connection_platform_check" check ("platform" in ('instagram', 'tiktok', 'youtube'));`);

    this.addSql(`alter table "roster_entry" add constraint "roster_entry_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "roster_entry" add constraint "roster_entry_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on delete cascade;`);

    this.addSql(`alter table "interest_registration" add constraint "interest_registration_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete set null;`);
    this.addSql(`alter table "interest_registration" add constraint "interest_registration_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on delete set null;`);

    this.addSql(`alter table "team_category" add constraint "team_category_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "team_category" add constraint "team_category_category_id_foreign" foreign key ("category_id") references "category" ("id") on delete cascade;`);

    this.addSql(`alter table "upload" add constraint "upload_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "upload" add constraint "upload_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "talent_sheet" add constraint "talent_sheet_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "talent_sheet" add constraint "talent_sheet_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "talent_sheet" add constraint "talent_sheet_sheet_type_check" check ("sheet_type" in ('talent', 'campaign', 'casting_call_response'));`);

    this.addSql(`alter table "sheet_viewer" add constraint "sheet_viewer_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "sheet_viewer" add constraint "sheet_viewer_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on delete cascade;`);

    this.addSql(`alter table "sheet_response" add constraint "sheet_response_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "sheet_response" add constraint "sheet_response_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on delete cascade;`);

    this.addSql(`alter table "sheet_entry" add constraint "sheet_entry_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "sheet_entry" add constraint "sheet_entry_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on delete cascade;`);
    this.addSql(`alter table "sheet_entry" add constraint "sheet_entry_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on delete cascade;`);

    this.addSql(`alter table "sheet_category" add constraint "sheet_category_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "sheet_category" add constraint "sheet_category_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on delete cascade;`);
    this.addSql(`alter table "sheet_category" add constraint "sheet_category_category_id_foreign" foreign key ("category_id") references "category" ("id") on delete cascade;`);

    this.addSql(`alter table "casting_call_response" add constraint "casting_call_response_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "casting_call_response" add constraint "casting_call_response_casting_call_id_foreign" foreign key ("casting_call_id") references "casting_call" ("id") on delete cascade;`);
    this.addSql(`alter table "casting_call_response" add constraint "casting_call_response_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on delete cascade;`);
    this.addSql(`alter table "casting_call_response" add constraint "casting_call_response_status_check" check ("status" in ('created', 'draft', 'submitted'));`);

    this.addSql(`alter table "campaign_row" add constraint "campaign_row_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "campaign_row" add constraint "campaign_row_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on delete cascade;`);
    this.addSql(`alter table "campaign_row" add constraint "campaign_row_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on delete cascade;`);

    this.addSql(`alter table "notification" add constraint "notification_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "notification" add constraint "notification_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "notification" add constraint "notification_type_check" check ("type" in ('sheet_opened', 'sheet_response', 'casting_call_reviewed', 'message'));`);

    this.addSql(`alter table "influencer_like" add constraint "influencer_like_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "influencer_like" add constraint "influencer_like_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on delete cascade;`);
    this.addSql(`alter table "influencer_like" add constraint "influencer_like_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on delete cascade;`);
    this.addSql(`alter table "influencer_like" add constraint "influencer_like_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "favourite" add constraint "favourite_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "favourite" add constraint "favourite_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on delete cascade;`);

    this.addSql(`alter table "conversation" add constraint "conversation_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "conversation" add constraint "conversation_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "conversation" add constraint "conversation_receiver_id_foreign" foreign key ("receiver_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "conversation" add constraint "conversation_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on delete set null;`);

    this.addSql(`alter table "message" add constraint "message_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "message" add constraint "message_conversation_id_foreign" foreign key ("conversation_id") references "conversation" ("id") on delete cascade;`);
    this.addSql(`alter table "message" add constraint "message_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "conversation_participant" add constraint "conversation_participant_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "conversation_participant" add constraint "conversation_participant_conversation_id_foreign" foreign key ("conversation_id") references "conversation" ("id") on delete cascade;`);
    this.addSql(`alter table "conversation_participant" add constraint "conversation_participant_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "collection" add constraint "collection_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "collection" add constraint "collection_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "collection_sheet" add constraint "collection_sheet_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "collection_sheet" add constraint "collection_sheet_collection_id_foreign" foreign key ("collection_id") references "collection" ("id") on delete cascade;`);
    this.addSql(`alter table "collection_sheet" add constraint "collection_sheet_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on delete cascade;`);

    this.addSql(`alter table "analytics_event" add constraint "analytics_event_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "analytics_event" add constraint "analytics_event_sheet_id_foreign" foreign key ("sheet_id") references "talent_sheet" ("id") on delete cascade;`);
    this.addSql(`alter table "analytics_event" add constraint "analytics_event_collection_id_foreign" foreign key ("collection_id") references "collection" ("id") on delete cascade;`);
    this.addSql(`alter table "analytics_event" add constraint "analytics_event_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on delete set null;`);
    this.addSql(`alter table "analytics_event" add constraint "analytics_event_event_type_check" check ("event_type" in ('sheet_view', 'influencer_click', 'social_view', 'collection_view'));`);
    this.addSql(`alter table "analytics_event" add constraint "analytics_event_platform_check" check ("platform" in ('instagram', 'tiktok', 'youtube', 'twitter', 'facebook', 'pinterest', 'snapchat', 'twitch'));`);

    this.addSql(`alter table "change_request" add constraint "change_request_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "change_request" add constraint "change_request_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "change_request" add constraint "change_request_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on delete set null;`);
    this.addSql(`alter table "change_request" add constraint "change_request_request_type_check" check ("request_type" in ('add', 'update', 'remove'));`);
    this.addSql(`alter table "change_request" add constraint "change_request_status_check" check ("status" in ('pending', 'approved', 'rejected'));`);

    this.addSql(`alter table "add_talent_request" add constraint "add_talent_request_team_id_foreign" foreign key ("team_id") references "team" ("id") on delete cascade;`);
    this.addSql(`alter table "add_talent_request" add constraint "add_talent_request_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "add_talent_request" add constraint "add_talent_request_influencer_id_foreign" foreign key ("influencer_id") references "influencer" ("id") on delete set null;`);
    this.addSql(`alter table "add_talent_request" add constraint "add_talent_request_status_check" check ("status" in ('pending', 'approved', 'rejected'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "casting_call_response" drop constraint "casting_call_response_casting_call_id_foreign";`);
    this.addSql(`alter table "category" drop constraint "category_parent_id_foreign";`);
    this.addSql(`alter table "team_category" drop constraint "team_category_category_id_foreign";`);
    this.addSql(`alter table "sheet_category" drop constraint "sheet_category_category_id_foreign";`);
    this.addSql(`alter table "social_account" drop constraint "social_account_influencer_id_foreign";`);
    this.addSql(`alter table "talent_login" drop constraint "talent_login_influencer_id_foreign";`);
    this.addSql(`alter table "roster_entry" drop constraint "roster_entry_influencer_id_foreign";`);
    this.addSql(`alter table "interest_registration" drop constraint "interest_registration_influencer_id_foreign";`);
    this.addSql(`alter table "sheet_entry" drop constraint "sheet_entry_influencer_id_foreign";`);
    this.addSql(`alter table "campaign_row" drop constraint "campaign_row_influencer_id_foreign";`);
    this.addSql(`alter table "influencer_like" drop constraint "influencer_like_influencer_id_foreign";`);
    this.addSql(`alter table "favourite" drop constraint "favourite_influencer_id_foreign";`);
    this.addSql(`alter table "conversation" drop constraint "conversation_influencer_id_foreign";`);
    this.addSql(`alter table "analytics_event" drop constraint "analytics_event_influencer_id_foreign";`);
    this.addSql(`alter table "change_request" drop constraint "change_request_influencer_id_foreign";`);
    this.addSql(`alter table "add_talent_request" drop constraint "add_talent_request_influencer_id_foreign";`);
    this.addSql(`alter table "social_post" drop constraint "social_post_account_id_foreign";`);
    this.addSql(`alter table "talent_connection" drop constraint "talent_connection_social_account_id_foreign";`);
    this.addSql(`alter table "talent_connection" drop constraint "talent_connection_talent_login_id_foreign";`);
    this.addSql(`alter table "sheet_viewer" drop constraint "sheet_viewer_sheet_id_foreign";`);
    this.addSql(`alter table "sheet_response" drop constraint "sheet_response_sheet_id_foreign";`);
    this.addSql(`alter table "sheet_entry" drop constraint "sheet_entry_sheet_id_foreign";`);
    this.addSql(`alter table "sheet_category" drop constraint "sheet_category_sheet_id_foreign";`);
    this.addSql(`alter table "casting_call_response" drop constraint "casting_call_response_sheet_id_foreign";`);
    this.addSql(`alter table "campaign_row" drop constraint "campaign_row_sheet_id_foreign";`);
    this.addSql(`alter table "influencer_like" drop constraint "influencer_like_sheet_id_foreign";`);
    this.addSql(`alter table "collection_sheet" drop constraint "collection_sheet_sheet_id_foreign";`);
    this.addSql(`alter table "analytics_event" drop constraint "analytics_event_sheet_id_foreign";`);
    this.addSql(`alter table "message" drop constraint "message_conversation_id_foreign";`);
    this.addSql(`alter table "conversation_participant" drop constraint "conversation_participant_conversation_id_foreign";`);
    this.addSql(`alter table "collection_sheet" drop constraint "collection_sheet_collection_id_foreign";`);
    this.addSql(`alter table "analytics_event" drop constraint "analytics_event_collection_id_foreign";`);

    this.addSql(`drop table if exists "casting_call" cascade;`);
    this.addSql(`drop table if exists "category" cascade;`);
    this.addSql(`drop table if exists "influencer" cascade;`);
    this.addSql(`drop table if exists "master_tag" cascade;`);
    this.addSql(`drop table if exists "social_account" cascade;`);
    this.addSql(`drop table if exists "social_post" cascade;`);
    this.addSql(`drop table if exists "talent_login" cascade;`);
    this.addSql(`drop table if exists "talent_connection" cascade;`);
    this.addSql(`drop table if exists "roster_entry" cascade;`);
    this.addSql(`drop table if exists "interest_registration" cascade;`);
    this.addSql(`drop table if exists "team_category" cascade;`);
    this.addSql(`drop table if exists "upload" cascade;`);
    this.addSql(`drop table if exists "talent_sheet" cascade;`);
    this.addSql(`drop table if exists "sheet_viewer" cascade;`);
    this.addSql(`drop table if exists "sheet_response" cascade;`);
    this.addSql(`drop table if exists "sheet_entry" cascade;`);
    this.addSql(`drop table if exists "sheet_category" cascade;`);
    this.addSql(`drop table if exists "casting_call_response" cascade;`);
    this.addSql(`drop table if exists "campaign_row" cascade;`);
    this.addSql(`drop table if exists "notification" cascade;`);
    this.addSql(`drop table if exists "influencer_like" cascade;`);
    this.addSql(`drop table if exists "favourite" cascade;`);
    this.addSql(`drop table if exists "conversation" cascade;`);
    this.addSql(`drop table if exists "message" cascade;`);
    this.addSql(`drop table if exists "conversation_participant" cascade;`);
    this.addSql(`drop table if exists "collection" cascade;`);
    this.addSql(`drop table if exists "collection_sheet" cascade;`);
    this.addSql(`drop table if exists "analytics_event" cascade;`);
    this.addSql(`drop table if exists "change_request" cascade;`);
    this.addSql(`drop table if exists "add_talent_request" cascade;`);

    this.addSql(`alter table "team" drop constraint "team_credits_not_negative";`);
    this.addSql(`alter table "team" drop column "bio", drop column "contact_email", drop column "phone", drop column "homepage", drop column "credits", drop column "settings";`);
  }

}
