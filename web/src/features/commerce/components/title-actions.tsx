import { Suspense } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import {
  entitlementOf,
  isPlayableOnMobile,
  isTitlePurchased,
  priceOptionsOf,
  purchaseRefusalOf,
  type Title,
  formatDisplayDate,
} from '@app/domain';
import { serverNow } from '#app/api/client.ts';
import { useSession } from '#app/lib/session/use-session.ts';
import { Toast, useToast } from '#app/ui/toast.tsx';
import { APP_LINK_SCHEME } from '#app/features/commerce/app-link.ts';
import { usePurchaseFlow } from '#app/features/commerce/hooks/use-purchase-flow.ts';
import { PlayButton } from './play-button.tsx';
import { itemName } from '#app/features/commerce/item-name.ts';
import { lazyComponent } from '#app/lib/lazy-component.ts';
import { WishlistToggle } from './wishlist-toggle.tsx';
import './commerce.css';

/**
 * The purchase flow's dialogs come when a visitor starts on a purchase, or reaches for its button:
 * a details page's first load goes without them (issue 19, issue 23).
 */
const PurchaseDialogs = lazyComponent(
  async () => (await import('./purchase-dialogs.tsx')).PurchaseDialogs,
);

interface TitleActionsProps {
  title: Title;
  parent: Title | null;
}

/**
 * Buying, renting, playing and the wishlist for one title on its details page (the details
 * feature's renderTitleActions extension point). What the household has is read from the
 * session's entitlements, so a purchase (here or on another device) shows at once.
 */
export function TitleActions({ title, parent }: TitleActionsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { toast, showToast, dismissToast } = useToast();
  const flow = usePurchaseFlow({
    onAlreadyInProgress: () => showToast(t('commerce.flow.inProgress'), 'error'),
  });
  const preloadFlow = () => {
    void PurchaseDialogs.preload();
    flow.preload();
  };
  const name = itemName(title);
  const now = serverNow();
  const entitlements = session.account?.entitlements ?? {};
  const purchased = session.isCustomer && isTitlePurchased(title, entitlements, now, parent);
  const own = entitlementOf(entitlements, title.id);
  const buyable = !purchased && purchaseRefusalOf(title, { nowMs: now, purchased }) === null;
  const playable =
    session.account !== null &&
    isPlayableOnMobile(title, {
      hasSubscription: Object.keys(session.account.subscriptions).length > 0,
      purchased,
      appScheme: APP_LINK_SCHEME,
    });
  // The wishlist holds movies and shows: a season's button acts on its show.
  const wishlistTarget =
    title.sub_type === 'movie'
      ? { id: title.id, name: title.title }
      : title.sub_type === 'season' && parent?.sub_type === 'series'
        ? { id: parent.id, name: parent.title }
        : null;

  // The button says what can be done: a buy-only season says "Buy", a rental-only title "Rent".
  const kinds = new Set(priceOptionsOf(title.price_rules).map((option) => option.kind));
  const action =
    kinds.size === 1 && kinds.has('buy')
      ? ({ label: 'buyOnly', name: 'buyOnlyTitle' } as const)
      : kinds.size === 1 && kinds.has('rent')
        ? ({ label: 'rentOnly', name: 'rentOnlyTitle' } as const)
        : ({ label: 'buyOrRent', name: 'buyOrRentTitle' } as const);

  let ownedText: string | null = null;
  if (purchased) {
    if (own?.expires) {
      ownedText = t('commerce.actions.rentedUntil', {
        date: formatDisplayDate(own.expires),
      });
    } else if (own) ownedText = t('commerce.actions.bought');
    else ownedText = t('commerce.actions.includedWithSeason');
  }

  return (
    <div className="title-actions">
      {ownedText && <p className="title-actions__owned">{ownedText}</p>}
      <div className="title-actions__buttons">
        {playable && <PlayButton title={title} name={name} />}
        {buyable && (
          <button
            type="button"
            className="button"
            aria-label={t(`commerce.actions.${action.name}`, { title: name })}
            onPointerEnter={preloadFlow}
            onFocus={preloadFlow}
            onClick={() => flow.start(title, parent)}
          >
            {t(`commerce.actions.${action.label}`)}
          </button>
        )}
        {wishlistTarget && (
          <WishlistToggle
            titleId={wishlistTarget.id}
            name={wishlistTarget.name}
            onFailed={(text) => showToast(text, 'error')}
          />
        )}
      </div>
      {flow.step.name !== 'idle' && (
        <Suspense fallback={null}>
          <PurchaseDialogs flow={flow} />
        </Suspense>
      )}
      <Toast toast={toast} onDismiss={dismissToast} />
    </div>
  );
}
