import { Migration } from '@mikro-orm/migrations';

/** The AI helpers find creators by what their posts say (captions and hashtags): a full-text index on posts. */
export class Migration20261124160000_ai_post_text_search extends Migration {

  override name = 'Migration20261124160000_ai_post_text_search';

  override up(): void | Promise<void> {
    this.addSql(`create index "social_post_text_search_index" on "social_post" using gin (to_tsvector('english', coalesce("caption", '') || ' ' || coalesce("text", '')));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "social_post_text_search_index";`);
  }

}
