import { type LoadingIndicatorState, loadingIndicator } from '@vitrine/domain/loading';
import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';

const loadingBarVariants = cva('pointer-events-none h-1 overflow-hidden bg-primary-soft', {
  variants: {
    placement: {
      /** Page navigation: a thin bar along the top of the window. */
      page: 'fixed inset-x-0 top-0 z-50',
      /** Inside a region that loads, e.g. a listing while filters apply. */
      inline: 'relative w-full rounded-full',
    },
  },
  defaultVariants: { placement: 'page' },
});

type LoadingBarProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof loadingBarVariants> & {
    /** The state from the domain's `loadingIndicator()`. */
    state: LoadingIndicatorState;
  };

/** The bar itself: shown only in the `visible` phase, its fill following `progress`. */
function LoadingBar({ state, placement, className, ...props }: LoadingBarProps) {
  const { t } = useUiText();
  if (!state.visible) {
    return <div data-slot="loading-indicator" data-state={state.phase} hidden {...props} />;
  }
  const percent = Math.round(state.progress * 100);
  return (
    <div
      data-slot="loading-indicator"
      data-state={state.phase}
      role="progressbar"
      aria-label={t('loading.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn(loadingBarVariants({ placement }), className)}
      {...props}
    >
      <div
        data-slot="loading-indicator-fill"
        className="h-full origin-left bg-primary transition-transform duration-200 ease-out"
        style={{ transform: `scaleX(${state.progress})` }}
      />
    </div>
  );
}

type LoadingIndicatorProps = Omit<LoadingBarProps, 'state'> & {
  /** Whether work is running (a navigation, a form submission). */
  loading: boolean;
  /** The clock, in epoch ms; tests pass their own. */
  now?: () => number;
};

/**
 * A loading bar that appears only when work takes longer than the throttle (200 ms) and
 * runs towards its end over the duration (2000 ms), by the domain's `loadingIndicator()`.
 */
function LoadingIndicator({ loading, now = Date.now, ...props }: LoadingIndicatorProps) {
  const [times, setTimes] = React.useState<{ startedAt: number | null; finishedAt: number | null }>(
    { startedAt: null, finishedAt: null },
  );
  const [tick, setTick] = React.useState(() => now());

  React.useEffect(() => {
    const at = now();
    setTick(at);
    setTimes((previous) =>
      loading ? { startedAt: at, finishedAt: null } : { ...previous, finishedAt: at },
    );
  }, [loading, now]);

  const state = loadingIndicator({ ...times, now: tick });
  const running = loading && state.phase !== 'finished';

  React.useEffect(() => {
    if (!running) return;
    let frame = 0;
    const step = () => {
      setTick(now());
      frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [running, now]);

  return <LoadingBar state={state} {...props} />;
}

export {
  LoadingBar,
  type LoadingBarProps,
  LoadingIndicator,
  type LoadingIndicatorProps,
  loadingBarVariants,
};
