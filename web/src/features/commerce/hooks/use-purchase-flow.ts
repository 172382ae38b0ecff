import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type {
  CreditCounts,
  CreditKind,
  EntitlementWire,
  PriceOption,
  PurchaseFailureKind,
  Title,
} from '@app/domain';
import { onDemandModule } from '#app/lib/on-demand-module.ts';
import type { PurchaseMoves } from './purchase-steps.ts';
import { SignInRejectedError, useSignInModal } from '#app/lib/session/sign-in-modal.tsx';

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

/**
 * What the steps do (reload, checks, purchase, outcome) only runs after a tap on Buy or Rent: a
 * details page's first load goes without it, and the button's hover or focus loads it with the
 * dialogs (issue 23).
 */
const purchaseSteps = onDemandModule(() => import('./purchase-steps.ts'));

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

  function end() {
    if (activeFlow === self.current) activeFlow = null;
    setStep(IDLE);
  }

  const target = { queryClient, setStep, end };

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
      await purchaseSteps.run((steps) => steps.prepare(target, title, parent));
    } catch (error) {
      // Only the steps' code failing to load lands here: prepare tells its own failures.
      const message = error instanceof Error ? error.message : '';
      setStep({ name: 'failed', context: null, choice: null, kind: 'connection', message });
    }
  }

  // Every move is made from a step prepare led to, so the module is loaded: it runs at once.
  const moves = (make: (moves: PurchaseMoves) => void) =>
    void purchaseSteps.run((steps) => make(steps.movesFrom(step, target)));

  return {
    step,
    start: (title: Title, parent: Title | null) => void start(title, parent),
    /** Loads what the steps do before the tap, as the pointer or focus reaches the button. */
    preload: () => void purchaseSteps.load().catch(() => {}),
    acceptMobileWarning: () => moves((m) => m.acceptMobileWarning()),
    chooseItem: (item: Title) => moves((m) => m.chooseItem(item)),
    chooseOption: (option: PriceOption, useCredit: boolean) =>
      moves((m) => m.chooseOption(option, useCredit)),
    pinVerified: () => moves((m) => m.pinVerified()),
    confirm: () => moves((m) => m.confirm()),
    retry: () => moves((m) => m.retry()),
    /** Cancel at any step, or close the outcome. */
    close: end,
  };
}

/** The purchase flow a title's actions drive: its step, and the moves from it. */
export type PurchaseFlow = ReturnType<typeof usePurchaseFlow>;
