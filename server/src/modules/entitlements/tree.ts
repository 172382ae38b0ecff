import type { EntitlementWire } from '@app/domain';
import { isoOrNull } from '#app/time.ts';
import type { EntitlementRow } from './repo.ts';

/** Entitlements keyed by title id, children nested under the entitlement they came with. */
export function entitlementTree(rows: EntitlementRow[]): Record<string, EntitlementWire> {
  const byId = new Map<number, EntitlementWire>();
  for (const r of rows) {
    byId.set(r.id, {
      state: r.state,
      created: new Date(r.created_at).toISOString(),
      expires: isoOrNull(r.expires_at),
      download_expires: isoOrNull(r.download_expires_at),
      price_rule:
        r.rule_id === null
          ? null
          : {
              id: r.rule_id,
              price: r.rule_price ?? 0,
              content_format: r.rule_content_format ?? 'sd',
              duration: r.rule_duration ?? 0,
              download_duration: r.rule_download_duration ?? 0,
            },
      children: {},
    });
  }
  const top: Record<string, EntitlementWire> = {};
  for (const r of rows) {
    const wire = byId.get(r.id)!;
    const parent = r.parent_entitlement_id === null ? undefined : byId.get(r.parent_entitlement_id);
    // Later rows win: a new rental of the same title replaces the expired one.
    if (parent) parent.children[String(r.title_id)] = wire;
    else top[String(r.title_id)] = wire;
  }
  return top;
}
