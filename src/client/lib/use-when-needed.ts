import { useEffect, useState } from 'react';

const USE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * For a heavy widget below the fold, whose code and setup then stay off the first load (decision 020) but are
 * ready before anyone reaches it: `needed` is false until the visitor starts using the page (a tap, a click, a
 * key, a focus) or the element given to `ref` comes within half a screen of the viewport, then true for good.
 */
export function useWhenNeeded(): { ref: (element: Element | null) => void; needed: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [needed, setNeeded] = useState(false);
  // From the first render on, before the element itself is rendered: a field filled in meanwhile counts.
  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    for (const type of USE_EVENTS) window.addEventListener(type, need, { capture: true, passive: true });
    return () => {
      for (const type of USE_EVENTS) window.removeEventListener(type, need, { capture: true });
    };
  }, [needed]);
  useEffect(() => {
    if (needed || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNeeded(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNeeded(true);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [needed, element]);
  return { ref: setElement, needed };
}
