import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ShellErrorFallback } from '../components/ui/error-fallback.js';

/**
 * A failure above the page layout (the shell and its providers): the error screen on its own. The
 * language's strings may be what failed, so it speaks the catalogue's English.
 */
export function RootErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    console.error('the app shell failed', error);
  }, [error]);
  return (
    <ShellErrorFallback
      onRerender={() => {
        // A navigation to the same place renders the tree again, without a reload.
        void navigate(location, { replace: true });
      }}
    />
  );
}
