import { NV } from './match';

/**
 * Pages only a signed-in member or staff sees, and answers that are not pages: engines are
 * asked not to crawl them. Everything else under /app/ is public (route-table.ts `auth`).
 */
export const DISALLOWED = [
  '/app/admin',
  '/web/',
  '/xgo/',
  '/api/',
  '/dev/',
  '/ws',
  `${NV}/login`,
  `${NV}/qr-confirm`,
  `${NV}/search`,
  `${NV}/publish`,
  `${NV}/postAdd`,
  `${NV}/voteAdd`,
  `${NV}/post/`,
  `${NV}/preview/`,
  `${NV}/message`,
  `${NV}/msg/`,
  `${NV}/user-center`,
  `${NV}/creation-center`,
  `${NV}/personal/`,
  `${NV}/personalEdit/`,
  `${NV}/personalHomepage/`,
  `${NV}/more/user-feedback`,
  `${NV}/creative-master`,
  `${NV}/404`,
  // The activity pages that need a member (route-table.ts): uploads, enrolment, votes.
  `${NV}/diy-computer-activity/*/work-upload`,
  `${NV}/diy-computer-activity/*/registry`,
  '/app/wallPaper-vote/',
  '/app/wallPaper-upload/',
  '/app/wallPaper2-vote/',
  '/app/wallPaper2-upload/',
  '/app/photo-write',
  '/app/photo-edit/',
];

/** /robots.txt: public pages allowed, the rest above refused, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /app/',
    'Allow: /uploads/',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
