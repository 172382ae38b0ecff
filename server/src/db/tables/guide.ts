import type { Flag } from './columns.ts';

/** The channel line-up and the guide: regions, channels, programmes. */
export interface RegionTable {
  id: number;
  state: string;
  name: string;
}

export interface ChannelTable {
  id: number;
  epg_id: string;
  name: string;
  number: number;
  is_virtual: Flag;
  colour: string;
  sources_json: string;
  popular_blacklisted: Flag;
  closed_captions: Flag;
}

export interface ChannelRegionTable {
  channel_id: number;
  region_id: number;
}

export interface ChannelPlanTable {
  channel_id: number;
  plan_id: number;
  position: number;
}

export interface ProgramSynopsisTable {
  id: number;
  text: string;
}

export interface ProgramTable {
  id: number;
  channel_id: number;
  /** Identifies the show across airings. */
  program_id: string;
  title: string;
  start_at: number;
  end_at: number;
  synopsis_id: number | null;
  rating: number;
  sound: string;
  caption: Flag;
  definition: 'SD' | 'HD';
  widescreen: Flag;
  series_no: number | null;
  episode_no: number | null;
  episode_title: string | null;
  popularity: number;
}

export interface VirtualScheduleItemTable {
  id: number;
  channel_id: number;
  start_at: number;
  end_at: number;
  name: string;
  season_number: number | null;
  episode_number: number | null;
  title_id: number | null;
}
