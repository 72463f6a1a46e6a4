import { Navigate, useLocation } from 'react-router-dom';
import { useLanguage } from './language.js';

/** Sends `to` (a prefix-less path) under the language's prefix, replacing the history entry. */
export function RedirectTo({ to }: { to: string }) {
  const { href } = useLanguage();
  const location = useLocation();
  return <Navigate to={{ pathname: href(to), search: location.search }} replace />;
}
