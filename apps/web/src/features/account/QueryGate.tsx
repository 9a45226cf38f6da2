import type { ReactNode } from 'react';
import Skeleton from 'antd/es/skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorView } from '../../components/ErrorView';

/** Loading → skeleton, failure → the SPEC error view with retry, data → `children(data)`. */
export function QueryGate<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children(data: T): ReactNode;
}) {
  if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <Skeleton active paragraph={{ rows: 4 }} />;
  return <>{children(query.data)}</>;
}
