import {
  createContext,
  createElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';

/**
 * How many of a long page's parts to render (decision 020): none on the first render, then one more after
 * each paint, each in a transition (React renders it in slices). The top of the page shows at once, the rest
 * follows part by part, and no single task blocks a slow phone for long.
 */
export function useStepsAfterPaint(steps: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= steps) return;
    return afterNextPaint(() => startTransition(() => setShown((count) => count + 1)));
  }, [shown, steps]);
  return shown;
}

/** Runs `then` in a task after the frame that paints what is shown now; the function returned cancels it. */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** The step a long page has reached (StepsAfterPaint); everything shows outside one. */
const StepContext = createContext(Number.POSITIVE_INFINITY);

/**
 * Reveals its `AfterStep` parts one step per paint (useStepsAfterPaint). Only the parts re-render as the
 * steps advance: what the children already show is not rendered again, so each step costs what it adds.
 */
export function StepsAfterPaint({ steps, children }: { steps: number; children: ReactNode }) {
  return createElement(StepContext.Provider, { value: useStepsAfterPaint(steps) }, children);
}

/** Its children from step `step` on (before it, `fallback`). */
export function AfterStep({
  step,
  children,
  fallback = null,
}: {
  step: number;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useContext(StepContext) >= step ? children : fallback;
}
