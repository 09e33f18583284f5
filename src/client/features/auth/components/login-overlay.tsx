import { closeLogin, useLoginPrompt } from '@client/lib/session';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

const loadLoginModal = () => import('./login-modal');

/** Starts loading the overlay's code ahead of a click (the Login button calls it on hover and focus). */
export function preloadLoginModal(): void {
  void loadLoginModal().catch(() => undefined);
}

/** The overlay's code could not be loaded (offline): settle whoever asked for a sign-in, as a close would. */
function Unavailable(): null {
  useEffect(() => {
    closeLogin();
  }, []);
  return null;
}

const LoginModal = lazy<() => ReactNode>(() =>
  loadLoginModal().then(
    (module) => ({ default: module.LoginModal }),
    (error: unknown) => {
      console.error('Could not load the sign-in overlay', error);
      return { default: Unavailable };
    },
  ),
);

/**
 * The authentication overlay, loaded on first use (issue 7 "Speed"): its modal, form and the login answer's
 * schema are not part of the first page's code. Once loaded it stays mounted, so that it opens and closes
 * with Mantine's transition like any modal.
 */
export function LoginOverlay() {
  const { open } = useLoginPrompt();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
