import type { Flag, Id } from './columns.ts';

/** The catalogue: titles, genres, people, price rules, reviews, editorial rows. */
export type ContentClass = 'movie' | 'tv';

export interface GenreTable {
  id: number;
  name: string;
  content_class: ContentClass;
  hide_from_view: Flag;
  sort_order: number;
}

export interface ProviderTable {
  id: number;
  name: string;
}

export interface PersonTable {
  id: number;
  name: string;
  /** Lower-cased, accents folded: what search and cast look-ups compare. */
  name_folded: string;
}

export type SubType = 'movie' | 'series' | 'season' | 'episode';

export interface TitleTable {
  id: number;
  sub_type: SubType;
  content_class: ContentClass;
  title: string;
  /** Lower-cased, accents folded, leading article dropped: the title sort key. */
  sort_title: string;
  parent_id: number | null;
  root_parent_id: number | null;
  season_number: number | null;
  episode_number: number | null;
  episode_count: number | null;
  duration: number;
  synopsis: string;
  rating: number;
  year_production: number | null;
  provider_id: number | null;
  primary_genre_id: number | null;
  warning_codes_json: string;
  flags: number;
  available_from: number | null;
  available_to: number | null;
  base_id: number | null;
  trailer_path: string | null;
  critics_score: number | null;
  audience_score: number | null;
  ratings_count: number;
  consensus: string | null;
  alternate_link: string | null;
  tile_background: string | null;
  tile_text: string | null;
  screening_room_title_id: number | null;
  /** 0: the title has no price rules (cannot be bought); 1: its rules are in price_rules (none = free). */
  has_price_rules: Flag;
  mobile_playable: Flag;
  popularity: number;
  added_at: number;
}

export interface TitleGenreTable {
  title_id: number;
  genre_id: number;
  position: number;
}

/** Imported pictures of a title (docs/catalogue-import.md); stills keep their order. */
export type ArtworkKind = 'poster' | 'backdrop' | 'still';
/** Formats an original may have; variants are made as AVIF, WebP or JPEG. */
export type OriginalFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export interface TitleArtworkTable {
  title_id: number;
  kind: ArtworkKind;
  /** 0 for a poster or backdrop; a still's place in the list. */
  position: number;
  /** The original's SHA-256 (hex): its key in the artwork store. */
  sha256: string;
  format: OriginalFormat;
  width: number;
  height: number;
}

export type CreditRole = 'director' | 'cast';

export interface TitlePersonTable {
  title_id: number;
  person_id: number;
  role: CreditRole;
  position: number;
}

export interface PriceRuleTable {
  id: number;
  title_id: number;
  price: number;
  content_format: 'sd' | 'hd';
  /** Seconds for a rental; -1 to buy. */
  duration: number;
  download_duration: number;
}

export interface ReviewTable {
  id: Id;
  title_id: number;
  source: 'critic' | 'audience';
  author: string;
  publication: string | null;
  score: number | null;
  text: string;
}
export interface EditorialItemTable {
  id: number;
  title: string;
  kind: string;
  link: string | null;
  colour: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}
