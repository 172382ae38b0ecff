import type { TFunction } from '#app/lib/i18n/translator.ts';
import { COMMON_PINS_BEYOND_PATTERNS, weakPinReason } from '@app/domain';

/** Which PINs may not be chosen, for the hint under a new PIN's field (issue 38.1). */
export function pinRules(t: TFunction): string {
  return t('session.pin.rules', { pins: COMMON_PINS_BEYOND_PATTERNS.join(', ') });
}

/** Why this PIN may not be chosen, by the rule the server enforces; null when it may. */
export function weakPinMessage(t: TFunction, pin: string): string | null {
  const reason = weakPinReason(pin);
  return reason === null ? null : t(`session.pin.weak.${reason}`, { pin });
}
