import * as React from 'react';
import { useNavigate } from 'react-router';
import { pushToDataLayer } from '../tracking/data-layer';
import type { LoginFormResult } from './login-page.server';

/**
 * After a sign-in the page's script sent (login, register, guest): the §4 auth event goes into
 * the data layer, then the visitor goes on to where the server said (the way back, the
 * checkout), in place of the login in the history. Without a script the server redirected.
 */
export function useGoOnAfterSignIn(result: LoginFormResult | undefined): void {
  const navigate = useNavigate();
  const signedIn = result?.signedIn;
  React.useEffect(() => {
    if (signedIn === undefined) return;
    if (signedIn.event !== null) pushToDataLayer(signedIn.event);
    void navigate(signedIn.to, { replace: true });
  }, [signedIn, navigate]);
}
