import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  creditForOption,
  isPlayableOnMobile,
  isTitlePurchased,
  offersSeasonChoice,
  purchaseFailureOf,
  purchaseRefusalOf,
  type CreditCounts,
  type CreditKind,
  type EntitlementWire,
  type PriceOption,
  type PurchaseAnswer,
  type PurchaseFailureKind,
  type Title,
} from '@app/domain';
import { isApiError, NETWORK_ERROR_CODE, serverNow } from '#app/api/client.ts';
import { reloadSession } from '#app/lib/session/session-actions.ts';
import type { SessionData } from '#app/lib/session/session-query.ts';
import { SignInRejectedError, useSignInModal } from '#app/lib/session/sign-in-modal.tsx';
import { getTitles } from '#app/features/commerce/api/get-titles.ts';
import { newIdempotencyKey, purchaseTitle } from '#app/features/commerce/api/purchase-title.ts';
import { APP_LINK_SCHEME } from '#app/features/commerce/app-link.ts';
import { queryKeys } from '#app/lib/query-keys.ts';

/** What the flow knows once the title is reloaded: the title, its season (an episode's), credits. */
export interface FlowContext {
  title: Title;
  season: Title | null;
  counts: CreditCounts;
}

/** What the customer chose: the title (an episode or its season), the price, a credit, and the key. */
export interface PurchaseChoice {
  item: Title;
  option: PriceOption;
  credit: CreditKind | null;
  /** One per purchase attempt; a retry of the same attempt sends it again (docs/api.md). */
  key: string;
}

/**
 * The purchase flow's steps (account spec §4): sign-in, reload, already-purchased ends it; then
 * the mobile playability warning, the episode-or-season choice, the price (and credit), the PIN,
 * the confirmation, the purchase, and success or the failure told (§8).
 */
export type PurchaseStep =
  | { name: 'idle' }
  | { name: 'preparing' }
  | { name: 'restricted' }
  | { name: 'already-purchased'; title: Title }
  | { name: 'mobile-warning'; context: FlowContext }
  | { name: 'choose-item'; context: FlowContext }
  | { name: 'choose-option'; context: FlowContext; item: Title }
  | { name: 'pin'; context: FlowContext; choice: PurchaseChoice }
  | { name: 'confirm'; context: FlowContext; choice: PurchaseChoice }
  | { name: 'working'; context: FlowContext; choice: PurchaseChoice }
  | {
      name: 'success';
      context: FlowContext;
      choice: PurchaseChoice;
      entitlement: EntitlementWire | null;
    }
  | {
      name: 'failed';
      /** Null when the flow failed before anything was chosen (nothing to retry). */
      context: FlowContext | null;
      choice: PurchaseChoice | null;
      kind: Exclude<PurchaseFailureKind, 'alreadyOwned' | 'pinRequired'>;
      message: string;
    };

const IDLE: PurchaseStep = { name: 'idle' };

// Only one purchase at a time on a page (account spec §4), whichever title's button started it.
let activeFlow: object | null = null;

export function usePurchaseFlow({ onAlreadyInProgress }: { onAlreadyInProgress: () => void }) {
  const queryClient = useQueryClient();
  const openSignIn = useSignInModal();
  const [step, setStep] = useState<PurchaseStep>(IDLE);
  const self = useRef({});

  // A page left mid-flow frees the one purchase slot.
  useEffect(() => {
    const owner = self.current;
    return () => {
      if (activeFlow === owner) activeFlow = null;
    };
  }, []);

  const account = () => queryClient.getQueryData<SessionData>(queryKeys.session)?.account ?? null;

  function end() {
    if (activeFlow === self.current) activeFlow = null;
    setStep(IDLE);
  }

  async function start(title: Title, parent: Title | null) {
    if (activeFlow && activeFlow !== self.current) {
      onAlreadyInProgress();
      return;
    }
    activeFlow = self.current;
    setStep({ name: 'preparing' });
    try {
      await openSignIn();
    } catch (error) {
      if (error instanceof SignInRejectedError) return end();
      throw error;
    }
    try {
      const season = parent?.sub_type === 'season' ? parent : null;
      const [fresh, freshSeason] = await Promise.all([
        getTitles([title.id], { recursive: false }),
        season ? getTitles([season.id], { recursive: false }) : Promise.resolve([]),
        reloadSession(queryClient),
      ]).then(([a, b]) => [a[0], b[0] ?? null] as const);
      const current = account();
      if (!fresh || !current) return end();
      if (current.isp.purchase_disabled) return setStep({ name: 'restricted' });
      const now = serverNow();
      if (isTitlePurchased(fresh, current.entitlements, now, freshSeason ?? parent)) {
        return setStep({ name: 'already-purchased', title: fresh });
      }
      const context: FlowContext = {
        title: fresh,
        season: freshSeason,
        counts: { vodCount: current.free_vod_count, episodeCount: current.free_episode_count },
      };
      if (purchaseRefusalOf(fresh, { nowMs: now, purchased: false })) {
        return setStep(failedBeforeChoice(context, 'failed', ''));
      }
      const playable =
        fresh.sub_type === 'season' ||
        isPlayableOnMobile(fresh, {
          hasSubscription: Object.keys(current.subscriptions).length > 0,
          purchased: true,
          appScheme: APP_LINK_SCHEME,
        });
      setStep(playable ? afterMobileCheck(context) : { name: 'mobile-warning', context });
    } catch (error) {
      const connection = isApiError(error) && error.code === NETWORK_ERROR_CODE;
      const message = error instanceof Error ? error.message : '';
      setStep(failedBeforeChoice(null, connection ? 'connection' : 'failed', message));
    }
  }

  function failedBeforeChoice(
    context: FlowContext | null,
    kind: 'connection' | 'failed',
    message: string,
  ): PurchaseStep {
    return { name: 'failed', context, choice: null, kind, message };
  }

  function afterMobileCheck(context: FlowContext): PurchaseStep {
    const entitlements = account()?.entitlements ?? {};
    return offersSeasonChoice(context.title, context.season, entitlements, serverNow())
      ? { name: 'choose-item', context }
      : { name: 'choose-option', context, item: context.title };
  }

  async function run(context: FlowContext, choice: PurchaseChoice) {
    setStep({ name: 'working', context, choice });
    try {
      const answer: PurchaseAnswer = await purchaseTitle({
        title_id: choice.item.id,
        content_format: choice.option.format,
        duration: choice.option.duration,
        free_vod: choice.credit !== null,
        idempotency_key: choice.key,
      });
      setStep({ name: 'success', context, choice, entitlement: answer.entitlement });
    } catch (error) {
      if (!isApiError(error)) {
        setStep({ name: 'failed', context, choice, kind: 'failed', message: String(error) });
        return;
      }
      const kind = purchaseFailureOf(error);
      if (kind === 'alreadyOwned') {
        const entitlement = (error.answer?.entitlement ?? null) as EntitlementWire | null;
        setStep({ name: 'success', context, choice, entitlement });
      } else if (kind === 'pinRequired') {
        setStep({ name: 'pin', context, choice });
      } else {
        setStep({ name: 'failed', context, choice, kind, message: error.message });
      }
    } finally {
      // The entitlements, credits and history may have changed, whatever the answer.
      await Promise.all([
        reloadSession(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.household.purchaseHistory }),
        queryClient.invalidateQueries({ queryKey: queryKeys.household.entitlementHistory }),
      ]);
    }
  }

  return {
    step,
    start: (title: Title, parent: Title | null) => void start(title, parent),
    /** The customer goes on although the title will not play in the mobile app. */
    acceptMobileWarning() {
      if (step.name === 'mobile-warning') setStep(afterMobileCheck(step.context));
    },
    chooseItem(item: Title) {
      if (step.name === 'choose-item')
        setStep({ name: 'choose-option', context: step.context, item });
    },
    chooseOption(option: PriceOption, useCredit: boolean) {
      if (step.name !== 'choose-option') return;
      const credit = useCredit ? creditForOption(step.item, option, step.context.counts) : null;
      setStep({
        name: 'pin',
        context: step.context,
        choice: { item: step.item, option, credit, key: newIdempotencyKey() },
      });
    },
    pinVerified() {
      if (step.name === 'pin')
        setStep({ name: 'confirm', context: step.context, choice: step.choice });
    },
    confirm() {
      if (step.name === 'confirm') void run(step.context, step.choice);
    },
    /** After no answer: the same purchase again, with the same key, so it cannot charge twice. */
    retry() {
      if (step.name === 'failed' && step.kind === 'connection' && step.context && step.choice) {
        void run(step.context, step.choice);
      }
    },
    /** Cancel at any step, or close the outcome. */
    close: end,
  };
}

/** The purchase flow a title's actions drive: its step, and the moves from it. */
export type PurchaseFlow = ReturnType<typeof usePurchaseFlow>;
