import { Document, Font, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { DECK_LIMIT, DECK_TEXT } from '../../../shared/deck-constants.js';
import { ageGroupLabel, formatCount, formatPercent, formatRate, PLATFORM_NAME, sharePercent } from '../../../shared/figure-format.js';
import type { PublicAccount, PublicProfileResponse } from '../../../shared/schemas/public/public-profile.js';
import { SERVICE_TEXT } from '../../../shared/service-texts.js';
import { thumbnailUrl } from '../../providers/social-data/media-urls.js';
import type { DeckContent } from './deck-content.service.js';
import type { DeckImage } from './deck-images.js';
import { DeckMarkdown } from './deck-markdown.js';

const DEFAULT_ACCENT = '#5f3dc4';
// Words are not hyphenated: names and handles read better whole, and the layout is much cheaper without it.
Font.registerHyphenationCallback((word) => [word]);

const A4_HEIGHT = 841.89;
const MARGIN = 36;
const HEX = /^#[0-9a-f]{6}$/i;

const styles = StyleSheet.create({
  page: { padding: MARGIN, fontFamily: 'Helvetica', fontSize: 10, color: '#1f2328' },
  /** A page's content, exactly the page's height: it never runs onto a second page (what does not fit is cut). */
  onePage: { height: A4_HEIGHT - 2 * MARGIN, overflow: 'hidden' },
  cover: { justifyContent: 'center', color: '#ffffff' },
  coverTitle: { fontFamily: 'Helvetica-Bold', fontSize: 30, marginTop: 24 },
  muted: { color: '#59636e' },
  name: { fontFamily: 'Helvetica-Bold', fontSize: 20 },
  sectionTitle: { fontFamily: 'Helvetica-Bold', fontSize: 9, textTransform: 'uppercase', color: '#59636e', marginBottom: 4, marginTop: 10 },
  row: { flexDirection: 'row' },
  cell: { flex: 1, paddingVertical: 2 },
  wideCell: { flex: 2, paddingVertical: 2 },
  barTrack: { height: 6, backgroundColor: '#eceef1', borderRadius: 3, flex: 1, marginLeft: 6 },
  note: { marginTop: 10, padding: 8, borderRadius: 4, backgroundColor: '#fff8db' },
});

/** What goes into one deck: its content and the images fetched for it. */
export interface DeckInput {
  content: DeckContent;
  images: Map<string, DeckImage>;
  /** The figures come from the demo data source: every page says so at its foot. */
  demoData: boolean;
}

/** At the foot of a page's content, over whatever was cut there (a page never runs onto a second one). */
function DemoDataMark({ color, background }: { color: string; background: string }) {
  return (
    <Text style={{ position: 'absolute', bottom: 0, left: 0, right: 0, paddingTop: 4, fontSize: 8, color, backgroundColor: background }}>
      {`${SERVICE_TEXT.demoData}: ${SERVICE_TEXT.demoDataExplained}`}
    </Text>
  );
}

/** The image URLs a creator's page shows: the portrait and the first post thumbnails. */
export const creatorImageUrls = (creator: PublicProfileResponse) => [
  ...(creator.influencer.picture_url ? [thumbnailUrl(creator.influencer.picture_url)] : []),
  ...selectedPosts(creator).map((post) => thumbnailUrl(post.image!)),
];

const selectedPosts = (creator: PublicProfileResponse) =>
  creator.accounts
    .flatMap((account) => Object.values(account.posts).flat())
    .filter((post) => post.image)
    .slice(0, DECK_LIMIT.postsPerCreator);

/** A cover, one page per creator (never more: a page does not wrap), and a closing page with the team's contact. */
export function DeckDocument({ content, images, demoData }: DeckInput) {
  const accent = HEX.test(content.teamSettings.displayAccentColor ?? '') ? content.teamSettings.displayAccentColor! : DEFAULT_ACCENT;
  const logo = content.team.image_url ? images.get(content.team.image_url) : undefined;
  return (
    <Document title={content.title} author={content.team.name} creator="Pitchroom">
      <Page size="A4" style={[styles.page, { backgroundColor: accent }]}>
        <View style={[styles.onePage, styles.cover]}>
          {logo && <Image src={logo} style={{ width: 96, height: 96, objectFit: 'contain' }} />}
          <Text style={{ fontSize: 14, marginTop: 16 }}>{content.team.name}</Text>
          <Text style={styles.coverTitle}>{content.heading}</Text>
          <Text style={{ fontSize: 12, marginTop: 8 }}>{content.title !== content.heading ? content.title : ''}</Text>
          <Text style={{ fontSize: 12, marginTop: 24 }}>{DECK_TEXT.creatorsCount(content.creators.length)}</Text>
          {demoData && <DemoDataMark color="#ffffff" background={accent} />}
        </View>
      </Page>
      {content.creators.map((creator) => (
        <CreatorPage key={creator.influencer.id} creator={creator} images={images} accent={accent} demoData={demoData} />
      ))}
      <Page size="A4" style={styles.page}>
        <View style={styles.onePage}>
          <Text style={[styles.name, { color: accent }]}>{DECK_TEXT.contactTitle}</Text>
          <Text style={{ fontSize: 14, marginTop: 12, fontFamily: 'Helvetica-Bold' }}>{content.team.name}</Text>
          {content.team.bio && <Text style={{ marginTop: 8 }}>{content.team.bio}</Text>}
          {[content.team.contact_email, content.team.phone, content.team.homepage].filter(Boolean).map((line) => (
            <Text key={line} style={{ marginTop: 6, fontSize: 12 }}>
              {line}
            </Text>
          ))}
          {demoData && <DemoDataMark color="#59636e" background="#ffffff" />}
        </View>
      </Page>
    </Document>
  );
}

function CreatorPage({
  creator,
  images,
  accent,
  demoData,
}: {
  creator: PublicProfileResponse;
  images: Map<string, DeckImage>;
  accent: string;
  demoData: boolean;
}) {
  const { influencer, accounts } = creator;
  const portrait = influencer.picture_url ? images.get(thumbnailUrl(influencer.picture_url)) : undefined;
  const primary = accounts.find((account) => account.primary) ?? accounts[0];
  const place = [influencer.city, influencer.state].filter(Boolean).join(', ');
  const description = influencer.description ? truncate(influencer.description, DECK_LIMIT.descriptionMaxChars) : null;
  const posts = selectedPosts(creator);
  return (
    <Page size="A4" style={styles.page}>
      <View style={styles.onePage}>
        <View style={styles.row}>
          <View style={{ width: 130, height: 130, backgroundColor: '#eceef1', borderRadius: 6 }}>
            {portrait && <Image src={portrait} style={{ width: 130, height: 130, objectFit: 'cover', borderRadius: 6 }} />}
          </View>
          <View style={{ marginLeft: 16, flex: 1 }}>
            <Text style={[styles.name, { color: accent }]}>{influencer.display_name}</Text>
            {influencer.tagline && <Text style={{ fontSize: 12, marginTop: 4 }}>{influencer.tagline}</Text>}
            {place && <Text style={[styles.muted, { marginTop: 4 }]}>{place}</Text>}
            {influencer.tags.length > 0 && <Text style={[styles.muted, { marginTop: 4 }]}>{influencer.tags.join(' · ')}</Text>}
          </View>
        </View>

        <Text style={styles.sectionTitle}>{DECK_TEXT.platforms}</Text>
        <View style={[styles.row, styles.muted]}>
          <Text style={styles.wideCell}>{''}</Text>
          <Text style={styles.cell}>{DECK_TEXT.followers}</Text>
          <Text style={styles.cell}>{DECK_TEXT.engagement}</Text>
          <Text style={styles.cell}>{DECK_TEXT.avgViews}</Text>
        </View>
        {accounts.map((account) => (
          <View key={account.id} style={styles.row}>
            <Text style={[styles.wideCell, { fontFamily: 'Helvetica-Bold' }]}>
              {PLATFORM_NAME[account.platform] ?? account.platform} @{account.handle}
            </Text>
            <Text style={styles.cell}>{formatCount(account.followers)}</Text>
            <Text style={styles.cell}>{formatPercent(account.engagement_rate)}</Text>
            <Text style={styles.cell}>{formatCount(account.avg_views)}</Text>
          </View>
        ))}

        {description && (
          <View style={{ marginTop: 10 }}>
            <DeckMarkdown source={description} size={10} />
          </View>
        )}

        {primary && <Audience account={primary} accent={accent} />}

        {posts.length > 0 && (
          <View>
            <Text style={styles.sectionTitle}>{DECK_TEXT.recentPosts}</Text>
            <View style={styles.row}>
              {posts.map((post) => {
                const image = images.get(thumbnailUrl(post.image!));
                return (
                  <View key={post.post_id} style={{ width: 110, height: 110, marginRight: 8, backgroundColor: '#eceef1', borderRadius: 4 }}>
                    {image && <Image src={image} style={{ width: 110, height: 110, objectFit: 'cover', borderRadius: 4 }} />}
                  </View>
                );
              })}
            </View>
          </View>
        )}

        {influencer.rate_card.length > 0 && (
          <View>
            <Text style={styles.sectionTitle}>{DECK_TEXT.rates}</Text>
            {influencer.rate_card.map((row, index) => (
              <View key={index} style={styles.row}>
                <Text style={[styles.cell, { flex: 1 }]}>{PLATFORM_NAME[row.platform] ?? row.platform}</Text>
                <Text style={[styles.cell, { flex: 3 }]}>{row.description}</Text>
                <Text style={[styles.cell, { flex: 1, fontFamily: 'Helvetica-Bold' }]}>{formatRate(row.rate, creator.team_settings.currency)}</Text>
              </View>
            ))}
          </View>
        )}

        {influencer.note && (
          <View style={styles.note}>
            <Text style={{ fontFamily: 'Helvetica-Bold', marginBottom: 2 }}>{DECK_TEXT.specialNote}</Text>
            <Text>{truncate(influencer.note, DECK_LIMIT.descriptionMaxChars)}</Text>
          </View>
        )}
        {demoData && <DemoDataMark color="#59636e" background="#ffffff" />}
      </View>
    </Page>
  );
}

function Audience({ account, accent }: { account: PublicAccount; accent: string }) {
  const gender = account.audience_gender;
  const ages = account.audience_ages ?? [];
  const countries = (account.audience_countries ?? []).slice(0, DECK_LIMIT.countriesShown);
  if (!gender && ages.length === 0 && countries.length === 0) return null;
  return (
    <View style={styles.row}>
      {gender && (
        <View style={{ flex: 1, marginRight: 12 }}>
          <Text style={styles.sectionTitle}>{DECK_TEXT.audienceGender}</Text>
          <Bar label={DECK_TEXT.female} percent={sharePercent(gender.female)} accent={accent} />
          <Bar label={DECK_TEXT.male} percent={sharePercent(gender.male)} accent={accent} />
        </View>
      )}
      {ages.length > 0 && (
        <View style={{ flex: 1, marginRight: 12 }}>
          <Text style={styles.sectionTitle}>{DECK_TEXT.audienceAge}</Text>
          {ages.map((age) => (
            <Bar key={age.code} label={ageGroupLabel(age.code)} percent={sharePercent(age.weight)} accent={accent} />
          ))}
        </View>
      )}
      {countries.length > 0 && (
        <View style={{ flex: 1 }}>
          <Text style={styles.sectionTitle}>{DECK_TEXT.audienceCountries}</Text>
          {countries.map((country) => (
            <Bar key={country.code} label={country.name} percent={sharePercent(country.weight)} accent={accent} />
          ))}
        </View>
      )}
    </View>
  );
}

function Bar({ label, percent, accent }: { label: string; percent: number; accent: string }) {
  const width = Math.max(0, Math.min(100, percent));
  return (
    <View style={[styles.row, { alignItems: 'center', marginBottom: 3 }]}>
      <Text style={{ width: 58, fontSize: 8 }}>{label}</Text>
      <View style={styles.barTrack}>
        <View style={{ width: `${width}%`, height: 6, backgroundColor: accent, borderRadius: 3 }} />
      </View>
      <Text style={{ width: 34, fontSize: 8, textAlign: 'right' }}>{percent.toFixed(1)}%</Text>
    </View>
  );
}

const truncate = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
