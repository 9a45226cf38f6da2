import { useRouteError } from 'react-router-dom';
import { ErrorView } from '../components/ErrorView';

/** A render or chunk-loading failure: SPEC's error view; retry reloads (fresh chunks). */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return <ErrorView onRetry={() => window.location.reload()} />;
}
