import type { QueryClient } from '@tanstack/react-query';
import {
  creditForOption,
  isPlayableOnMobile,
  isTitlePurchased,
  offersSeasonChoice,
  purchaseFailureOf,
  purchaseRefusalOf,
  type EntitlementWire,
  type PriceOption,
  type PurchaseAnswer,
  type Title,
} from '@app/domain';
import { isApiError, NETWORK_ERROR_CODE, serverNow } from '#app/api/client.ts';
import { reloadSession } from '#app/lib/session/session-actions.ts';
import type { SessionData } from '#app/lib/session/session-query.ts';
import { getTitles } from '#app/features/commerce/api/get-titles.ts';
import { newIdempotencyKey, purchaseTitle } from '#app/features/commerce/api/purchase-title.ts';
import { APP_LINK_SCHEME } from '#app/features/commerce/app-link.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import type {
  FlowContext,
  PurchaseChoice,
  PurchaseStep,
} from '#app/features/commerce/hooks/use-purchase-flow.ts';

/** What the steps change: the flow's step, or its end. */
export interface StepTarget {
  queryClient: QueryClient;
  setStep: (step: PurchaseStep) => void;
  end: () => void;
}

const account = (queryClient: QueryClient) =>
  queryClient.getQueryData<SessionData>(queryKeys.session)?.account ?? null;

/**
 * After sign-in: the title (and an episode's season) and the account reloaded, then
 * already-purchased, restricted, not for sale and the mobile warning, up to the first choice.
 */
export async function prepare(
  { queryClient, setStep, end }: StepTarget,
  title: Title,
  parent: Title | null,
): Promise<void> {
  try {
    const season = parent?.sub_type === 'season' ? parent : null;
    const [fresh, freshSeason] = await Promise.all([
      getTitles([title.id], { recursive: false }),
      season ? getTitles([season.id], { recursive: false }) : Promise.resolve([]),
      reloadSession(queryClient),
    ]).then(([a, b]) => [a[0], b[0] ?? null] as const);
    const current = account(queryClient);
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
    setStep(
      playable ? afterMobileCheck(queryClient, context) : { name: 'mobile-warning', context },
    );
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

/** The episode-or-season choice when the season is for sale, else the price. */
function afterMobileCheck(queryClient: QueryClient, context: FlowContext): PurchaseStep {
  const entitlements = account(queryClient)?.entitlements ?? {};
  return offersSeasonChoice(context.title, context.season, entitlements, serverNow())
    ? { name: 'choose-item', context }
    : { name: 'choose-option', context, item: context.title };
}

/** The moves the dialogs make from `step`: each is made only from the step it belongs to. */
export function movesFrom(step: PurchaseStep, target: StepTarget) {
  const { queryClient, setStep } = target;
  return {
    /** The customer goes on although the title will not play in the mobile app. */
    acceptMobileWarning() {
      if (step.name === 'mobile-warning') setStep(afterMobileCheck(queryClient, step.context));
    },
    chooseItem(item: Title) {
      if (step.name === 'choose-item')
        setStep({ name: 'choose-option', context: step.context, item });
    },
    /** A price picked: a new attempt, so a new idempotency key. */
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
      if (step.name === 'confirm') void purchase(target, step.context, step.choice);
    },
    /** After no answer: the same purchase again, with the same key, so it cannot charge twice. */
    retry() {
      if (step.name === 'failed' && step.kind === 'connection' && step.context && step.choice) {
        void purchase(target, step.context, step.choice);
      }
    },
  };
}

/** What a purchase flow can do once it is past its first step. */
export type PurchaseMoves = ReturnType<typeof movesFrom>;

/** The purchase call and its outcome (account spec §8); a PIN proof that ran out asks again. */
async function purchase(
  { queryClient, setStep }: StepTarget,
  context: FlowContext,
  choice: PurchaseChoice,
): Promise<void> {
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
