import { hasFlag } from './title-flags.ts';

export type QualityIcon = 'uhd4k' | 'hd' | 'surround';

/**
 * The quality icons of a title from its flag bits (account spec §3): 4K in place of HD when the
 * title has both (4K implies HD), then surround sound.
 */
export function qualityIconsOf(flags: number): QualityIcon[] {
  const icons: QualityIcon[] = [];
  if (hasFlag(flags, 'uhd4k')) icons.push('uhd4k');
  else if (hasFlag(flags, 'hd')) icons.push('hd');
  if (hasFlag(flags, 'surround')) icons.push('surround');
  return icons;
}
