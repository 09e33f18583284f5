import { holdLoginLink } from '@client/lib/login-link';
import { Navigate, useLocation, useParams } from 'react-router';

/**
 * `/login/{profileId}:{accessToken}` reached inside the app (a page load never gets here: lib/login-link.ts
 * has already taken the token out of the address). Holds the link in memory and replaces the address with
 * `/login`, where the login page signs in (decision 050).
 */
export function LoginLinkRedirect() {
  const { auth = '' } = useParams();
  const { search } = useLocation();
  holdLoginLink(auth);
  return <Navigate to={{ pathname: '/login', search }} replace />;
}
