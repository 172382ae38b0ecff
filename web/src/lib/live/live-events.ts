/** Where 'entitlements:changed' is announced, with the newly entitled title ids (account spec §4). */
export const liveEvents = new EventTarget();
export const ENTITLEMENTS_CHANGED_EVENT = 'entitlements:changed';
