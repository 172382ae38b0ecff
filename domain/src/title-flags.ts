/** Title flag bits (account spec §3): bit positions in the title's `flags` bitmask. */
export const TITLE_FLAG_BITS = {
  hd: 9,
  surround: 13,
  ongoing: 18,
  earlyBuy: 20,
  tryFirst: 21,
  uhd4k: 23,
  creditUse: 24,
} as const;

export type TitleFlag = keyof typeof TITLE_FLAG_BITS;

export function hasFlag(flags: number, flag: TitleFlag): boolean {
  return (flags & (1 << TITLE_FLAG_BITS[flag])) !== 0;
}

export function flagsOf(...set: TitleFlag[]): number {
  return set.reduce((bits, flag) => bits | (1 << TITLE_FLAG_BITS[flag]), 0);
}

export function flagNames(flags: number): TitleFlag[] {
  return (Object.keys(TITLE_FLAG_BITS) as TitleFlag[]).filter((f) => hasFlag(flags, f));
}
