import type { ReactNode } from 'react';
import { useProductActivities } from '../../features/campaign/queries';
import { ActivityEntries } from '../activity/ActivityEntries';

/**
 * 相关活动 of a product's landing page (docs/products.md "Activity entries"): the published
 * activities staff linked to the product. Nothing linked, or the read failed: the section is
 * not there at all (the landing page is about the product; an empty box says nothing).
 */
export function RelatedActivities({
  slug,
  wrap,
}: {
  slug: string;
  wrap(children: ReactNode): ReactNode;
}) {
  const { data } = useProductActivities(slug);
  if (!data || data.length === 0) return null;
  return wrap(<ActivityEntries activities={data} />);
}
