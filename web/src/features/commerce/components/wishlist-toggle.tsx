import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#app/lib/i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { paths } from '#app/config/paths.ts';
import { SignInRejectedError, useSignInModal } from '#app/lib/session/sign-in-modal.tsx';
import { useSession } from '#app/lib/session/use-session.ts';
import { Modal } from '#app/ui/modal.tsx';
import { wishlistQueryOptions } from '#app/features/commerce/api/wishlist.ts';
import { useWishlistChange } from '#app/features/commerce/api/wishlist-change.ts';

interface WishlistToggleProps {
  titleId: number;
  name: string;
  onFailed: (text: string) => void;
}

/**
 * Adds a title to the wishlist or takes it off (account spec §4). It needs a signed-in household
 * with a PIN (§5): without one, the no-PIN screen. After adding, the bookmark banner points to the
 * wishlist; a failure is the §8 toast.
 */
export function WishlistToggle({ titleId, name, onFailed }: WishlistToggleProps) {
  const { t } = useTranslation();
  const session = useSession();
  const openSignIn = useSignInModal();
  const wishlist = useQuery(wishlistQueryOptions(session.isCustomer));
  const change = useWishlistChange();
  const [noPin, setNoPin] = useState(false);
  const [banner, setBanner] = useState(false);
  const listed = Boolean(wishlist.data?.VOD_WISHLIST[String(titleId)]);

  async function toggle() {
    // A session whose household has no PIN yet gets the no-PIN screen, not the sign-in steps.
    if (session.account && !session.account.household.user_defined_pin) {
      setNoPin(true);
      return;
    }
    try {
      await openSignIn();
    } catch (error) {
      if (error instanceof SignInRejectedError) return;
      throw error;
    }
    const add = !listed;
    change.mutate(
      { titleId, add },
      {
        onSuccess: () => setBanner(add),
        onError: (error) => {
          if ((error as { code?: string }).code === 'ERR_PIN_NOT_SET') setNoPin(true);
          else onFailed(t('commerce.wishlist.failed'));
        },
      },
    );
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-label={
          listed
            ? t('commerce.wishlist.removeTitle', { title: name })
            : t('commerce.wishlist.addTitle', { title: name })
        }
        disabled={change.isPending}
        onPointerEnter={change.preload}
        onFocus={change.preload}
        onClick={() => void toggle()}
      >
        {listed ? t('commerce.wishlist.remove') : t('commerce.wishlist.add')}
      </button>
      {banner && listed && (
        <div className="wishlist-banner" role="status">
          <p>{t('commerce.wishlist.added', { title: name })}</p>
          <Link to={paths.myStuff.getHref()}>{t('commerce.wishlist.bannerLink')}</Link>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setBanner(false)}
          >
            {t('commerce.wishlist.dismiss')}
          </button>
        </div>
      )}
      <Modal
        open={noPin}
        onClose={() => setNoPin(false)}
        title={t('commerce.wishlist.noPin.title')}
      >
        <div className="purchase-dialog">
          <p>{t('commerce.wishlist.noPin.text')}</p>
          <div className="purchase-dialog__actions">
            <Link className="button" to={paths.setPin.getHref()}>
              {t('commerce.wishlist.noPin.setPin')}
            </Link>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setNoPin(false)}
            >
              {t('commerce.flow.close')}
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}
