import { Navigate, Outlet, useLocation } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { ServerUnreachable } from "../../components/retry-alert";
import { homeWithNext } from "../../lib/next-path";
import { signedOut, useMe } from "../../lib/signed-in-user";
import { setCurrentUnit } from "../../lib/shell-unit";

/**
 * Guards the signed-in routes: a visitor, or a user whose session ended elsewhere, lands on Home,
 * which returns them here after sign-in; after Log Out or signing this device out, plain Home
 * (`signedOut`): their navigation Home may land after the user is forgotten.
 */
export function RequireUser() {
  const me = useMe();
  const location = useLocation();
  if (me.data) {
    // The lifter's unit for every weight shown below (decision 0063), set before they render. A new
    // unit is saved on User Info, which reads every query again: the screens render in it.
    setCurrentUnit(me.data.user?.weightUnit ?? "lb");
    return <Outlet />;
  }
  if (me.data === null) {
    return <Navigate to={signedOut.onPurpose ? "/" : homeWithNext(location.pathname + location.search)} replace />;
  }
  if (me.isPending) return <PageLoader />;
  return <ServerUnreachable onRetry={() => void me.refetch()}>{me.error?.message}</ServerUnreachable>;
}
