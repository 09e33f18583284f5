import { useCurrentUser } from '@client/lib/session';
import { Navigate } from 'react-router';

/** `/my-profile/edit`: the own profile's edit form, or home when nobody (or no profile) is signed in. */
export function MyProfileEditRoute() {
  const user = useCurrentUser();
  const target = user?.profile !== undefined && user ? `/profile/${user.profile}/edit` : '/';
  return <Navigate to={target} replace />;
}
