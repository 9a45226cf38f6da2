import { describe, expect, it } from 'vitest';
import { matchAppRoutes, resolveNavigation } from './guards';
import { routeTable } from './route-table';
import type { AppRoute } from './route-types';

/**
 * SPEC §2, route by route: what a visitor and what a logged-in member get for every
 * screen SPEC names. `R` = the page renders (no redirect, and the matched row has a
 * page to draw); a string = where the guards send them; `NF` = the 404 page.
 * guards.test.ts checks the rules; this file checks that no route of SPEC is missing
 * and that every row of the route table is listed here (see the last test).
 */
const R = 'renders';
const NV = '/app/new-version';
const NF = `${NV}/404`;
const FEATURED = `${NV}/featured?tag=recommend`;
const LOGIN = `${NV}/login`;

type Outcome = typeof R | string;
type Row = [url: string, visitor: Outcome, member: Outcome];

function outcome(url: string, hasToken: boolean): Outcome {
  const parsed = new URL(url, 'http://xinke.local');
  const { redirect } = resolveNavigation(
    { pathname: parsed.pathname, search: parsed.search },
    { hasToken },
  );
  if (redirect !== undefined) return redirect;
  // Rendering means there is a screen to draw, not an empty route with meta only.
  const leaf = matchAppRoutes(parsed.pathname).at(-1)?.route;
  return leaf?.page ? R : `no page for ${parsed.pathname}`;
}

/** A route anyone may open. */
const open = (path: string): Row => [path, R, R];
/** A route that needs a token, under /app/new-version: visitors go to featured. */
const member = (path: string): Row => [path, FEATURED, R];
/** A route that needs a token outside /app/new-version: visitors go to the login page. */
const memberOutside = (path: string): Row => [path, LOGIN, R];
/** A route that sends everybody to the same place. */
const both = (path: string, target: string): Row => [path, target, target];

const TABLE: Record<string, Row[]> = {
  'SPEC §2 "/ redirects to /app/new-version/featured with tag=recommend plus the existing query"': [
    both('/', FEATURED),
    both('/?channelCode=weibo', `${FEATURED}&channelCode=weibo`),
    both('/app', FEATURED),
    // "the index redirects to featured with tag=recommend"
    both(NV, FEATURED),
  ],
  'SPEC §2 new-version public children': [
    open(`${NV}/home`),
    open(`${NV}/featured?tag=recommend`),
    open(`${NV}/topic`),
    open(`${NV}/topicDetail/3`),
    open(`${NV}/postAdd`),
    open(`${NV}/postDetail/12`),
    open(`${NV}/voteAdd`),
    open(`${NV}/project`),
    open(`${NV}/projectAdd`),
    open(`${NV}/projectDetail/5`),
    open(`${NV}/allUsers`),
    open(`${NV}/search?keyword=显卡`),
    // msg/:tab (the older site's message links) opens the message centre page of that
    // tab — a page key or a SPEC §9 category number — which needs a login.
    [`${NV}/msg/1`, FEATURED, `${NV}/message/commentAndReply`],
    [`${NV}/msg/3`, FEATURED, `${NV}/message/follow`],
    [`${NV}/msg/4`, FEATURED, `${NV}/message/system`],
    [`${NV}/msg/thumb`, FEATURED, `${NV}/message/thumb`],
    [`${NV}/msg/setting`, FEATURED, `${NV}/message/setting`],
    [`${NV}/msg/unknown`, FEATURED, `${NV}/message/commentAndReply`],
    open(`${NV}/personal/1`),
    open(`${NV}/personalEdit/1`),
    open(`${NV}/personalHomepage/1`),
    open(`${NV}/homepage/7`),
    both(`${NV}/aboutUs`, `${NV}/aboutUs/about`),
    open(`${NV}/aboutUs/about`),
    open(`${NV}/aboutUs/contact`),
    open(`${NV}/aboutUs/medalHall`),
    open(`${NV}/aboutUs/electricityGrade`),
    open(`${NV}/aboutUs/userAgreement`),
    open(`${NV}/aboutUs/privacyPolicy`),
    open(`${NV}/notice`),
    open(`${NV}/resource`),
    open(`${NV}/resourceDownload/4`),
    open(`${NV}/supplier`),
    open(`${NV}/supplierDetail/4`),
    open(`${NV}/supplierJoin`),
    open(`${NV}/llwNew`),
    open(`${NV}/official/news/3`),
    open(`${NV}/daily-information`),
    open(`${NV}/exchange-forum`),
    open(`${NV}/exchange-forum/detail/5`),
    // "With a token, visiting a login path goes to /app/new-version" (→ featured).
    [`${NV}/login`, R, FEATURED],
    open(`${NV}/share`),
    open(`${NV}/404`),
    // Not in SPEC's list: the page the login QR opens on a phone (issue 3).
    open(`${NV}/qr-confirm`),
  ],
  'SPEC §2 "More: more with children announcement, community, user-feedback (auth), resource, download/:id"':
    [
      both(`${NV}/more`, `${NV}/more/announcement`),
      open(`${NV}/more/announcement`),
      open(`${NV}/more/community`),
      member(`${NV}/more/user-feedback`),
      open(`${NV}/more/resource`),
      open(`${NV}/more/download/9`),
    ],
  'SPEC §2 "Publish (auth): publish with post and vote children; preview/:id; n/details/:id; post/:id"':
    [
      [`${NV}/publish`, FEATURED, `${NV}/publish/post`],
      member(`${NV}/publish/post`),
      member(`${NV}/publish/vote`),
      member(`${NV}/preview/4`),
      // n/details/:id is a news item: public, so visitors and search engines read the news
      // (issue 15; docs/content.md), though SPEC lists it in this group.
      open(`${NV}/n/details/4`),
      // post/:id is the edit form of that item.
      [`${NV}/post/4`, FEATURED, `${NV}/publish/post?id=4`],
    ],
  'SPEC §2 "Message (auth, redirects to commentAndReply): commentAndReply, system, thumb, follow, active, setting"':
    [
      [`${NV}/message`, FEATURED, `${NV}/message/commentAndReply`],
      member(`${NV}/message/commentAndReply`),
      member(`${NV}/message/system`),
      member(`${NV}/message/thumb`),
      member(`${NV}/message/follow`),
      member(`${NV}/message/active`),
      member(`${NV}/message/setting`),
    ],
  'SPEC §2 "Activities: activity, activity/lottery/:id, activity/invite/:id, p618"': [
    open(`${NV}/activity`),
    open(`${NV}/activity/lottery/2`),
    open(`${NV}/activity/invite/2`),
    open(`${NV}/p618`),
  ],
  'SPEC §2 "H5 (public): h5/diy-computer-activity/:activityId with children index and work; detail at .../detail/:activityId/:id"':
    [
      both(`${NV}/h5/diy-computer-activity/7`, `${NV}/h5/diy-computer-activity/7/index`),
      open(`${NV}/h5/diy-computer-activity/7/index`),
      open(`${NV}/h5/diy-computer-activity/7/work`),
      open(`${NV}/h5/diy-computer-activity/detail/7/9`),
      // The H5 contest has no upload page.
      both(`${NV}/h5/diy-computer-activity/7/work-upload`, NF),
    ],
  'SPEC §2 "Desktop-build contest: diy-computer-activity/:activityId with children index, work, work-upload (auth), registry (auth), award; work-detail/:activityId/:id"':
    [
      both(`${NV}/diy-computer-activity/7`, `${NV}/diy-computer-activity/7/index`),
      open(`${NV}/diy-computer-activity/7/index`),
      open(`${NV}/diy-computer-activity/7/work`),
      member(`${NV}/diy-computer-activity/7/work-upload`),
      member(`${NV}/diy-computer-activity/7/registry`),
      open(`${NV}/diy-computer-activity/7/award`),
      open(`${NV}/work-detail/7/9`),
    ],
  'SPEC §2 "User center (auth, redirects to home)"': [
    [`${NV}/user-center`, FEATURED, `${NV}/user-center/home`],
    member(`${NV}/user-center/home`),
    member(`${NV}/user-center/message`),
    member(`${NV}/user-center/level`),
    member(`${NV}/user-center/fans`),
    member(`${NV}/user-center/follow`),
    [`${NV}/user-center/electricity`, FEATURED, `${NV}/user-center/electricity/my-electricity`],
    member(`${NV}/user-center/electricity/my-electricity`),
    member(`${NV}/user-center/electricity/electricity-desc`),
    member(`${NV}/user-center/medal`),
    member(`${NV}/user-center/setting`),
    member(`${NV}/user-center/privilege`),
    member(`${NV}/user-center/safety`),
    [
      `${NV}/user-center/project-manage`,
      FEATURED,
      `${NV}/user-center/project-manage/involved-in-project`,
    ],
    member(`${NV}/user-center/project-manage/involved-in-project`),
    member(`${NV}/user-center/project-manage/generated-project`),
    member(`${NV}/user-center/project-manage/latest-project`),
  ],
  'SPEC §2 "Creation center (auth): home, post-manage, vote-manage, collection-manage"': [
    [`${NV}/creation-center`, FEATURED, `${NV}/creation-center/home`],
    member(`${NV}/creation-center/home`),
    member(`${NV}/creation-center/post-manage`),
    member(`${NV}/creation-center/vote-manage`),
    member(`${NV}/creation-center/collection-manage`),
  ],
  'SPEC §2 "creative-master and creative-master/apply (auth)"': [
    member(`${NV}/creative-master`),
    member(`${NV}/creative-master/apply`),
  ],
  // Writing, the creator's workbench and paying need a login (docs/research.md); the rest
  // of the room is open to visitors.
  'SPEC §2 research "Allowed sub-paths … Any other research path goes to /app/new-version/404"': [
    open(`${NV}/research`),
    open(`${NV}/research/`),
    open(`${NV}/research/projects`),
    open(`${NV}/research/goods`),
    open(`${NV}/research/laboratory`),
    member(`${NV}/research/laboratory/create`),
    member(`${NV}/research/laboratory/creator/projects`),
    member(`${NV}/research/pay-success`),
    member(`${NV}/research/laboratory/creator/challenge-review`),
    member(`${NV}/research/laboratory/creator/challenge-support`),
    member(`${NV}/research/laboratory/creator/design-review`),
    member(`${NV}/research/laboratory/creator/design-upload`),
    member(`${NV}/research/laboratory/creator/specification-challenge`),
    open(`${NV}/research/projects/42`),
    member(`${NV}/research/laboratory/edit/42`),
    open(`${NV}/research/laboratory/42`),
    open(`${NV}/research/laboratory/personal/42`),
    member(`${NV}/research/laboratory/payment/42`),
    member(`${NV}/research/laboratory/pay/wechat/42/7`),
    member(`${NV}/research/laboratory/pay/ali/42/7`),
    both(`${NV}/research/secret`, NF),
    both(`${NV}/research/projects/abc`, NF),
    both(`${NV}/research/laboratory/pay/ali/42`, NF),
    both(`${NV}/research/laboratory/creator/unknown`, NF),
  ],
  'SPEC §2 standalone "/app/draw/{id}, /app/rules/{id}, /app/vote/{id}"': [
    open('/app/draw/1'),
    open('/app/rules/1'),
    open('/app/vote/1'),
  ],
  'SPEC §2 standalone "/app/wallPaper-index/{id}, /app/wallPaper-rule/{id}; auth: /app/wallPaper-vote/{id}, /app/wallPaper-upload/{id}. The same set exists with wallPaper2"':
    [
      open('/app/wallPaper-index/4'),
      open('/app/wallPaper-rule/4'),
      memberOutside('/app/wallPaper-vote/4'),
      memberOutside('/app/wallPaper-upload/4'),
      open('/app/wallPaper2-index/4'),
      open('/app/wallPaper2-rule/4'),
      memberOutside('/app/wallPaper2-vote/4'),
      memberOutside('/app/wallPaper2-upload/4'),
    ],
  'SPEC §2 standalone "/app/V2-index, V2-signup, V2-nosuccess, V2-success, V2-timeagain, V2-end, V2-register, V2-pay"':
    [
      open('/app/V2-index'),
      open('/app/V2-signup'),
      open('/app/V2-nosuccess'),
      open('/app/V2-success'),
      open('/app/V2-timeagain'),
      open('/app/V2-end'),
      open('/app/V2-register'),
      open('/app/V2-pay'),
    ],
  'SPEC §2 standalone "/app/photo-vote, /app/photo; auth: /app/photo-write and /app/photo-edit/{id}"':
    [
      open('/app/photo-vote'),
      open('/app/photo'),
      memberOutside('/app/photo-write'),
      memberOutside('/app/photo-edit/8'),
    ],
  'SPEC §2 standalone "/app/Festival/{id}, /app/llw-index, /app/xkw-index, /app/{product}-index, /app/forget"':
    [
      open('/app/Festival/2'),
      open('/app/llw-index'),
      open('/app/xkw-index'),
      open('/app/xinke-index'),
      // The forgot-password form lives on the login page, which sends a member away.
      ['/app/forget', `${NV}/login?tab=forget`, FEATURED],
    ],
  'SPEC §2 "Old project-detail and project-week routes … Paths containing research-room … /app/index/p618 … other /app/index paths"':
    [
      both('/app/project-detail/42', `${NV}/research/projects/42`),
      both('/app/index/project-detail/42', `${NV}/research/projects/42`),
      both('/app/project-week/5', `${NV}/research/week/5`),
      both('/app/index/project-week/5', `${NV}/research/week/5`),
      both('/app/research-room', `${NV}/research/projects`),
      both('/app/index/research-room/3', `${NV}/research/projects`),
      both('/app/index/p618', `${NV}/p618`),
      both('/app/index', FEATURED),
    ],
  'SPEC §2 older layout "/app/index/{v,c,o,n,a,w}, /app/index/w/creater, /app/index/w/othercreat, /app/index/userFeedback, /app/write, /app/setting, /app/login, /app/reg, /app/search?query=, /app/message, /app/message/system, /app/aboutUs"':
    [
      // The older menu (home, forum, official, news, creators, research room): docs/feedback.md.
      both('/app/index/v', `${NV}/home`),
      both('/app/index/c', `${NV}/topic`),
      both('/app/index/o', `${NV}/official/0/0`),
      both('/app/index/n', `${NV}/daily-information`),
      both('/app/index/a', `${NV}/research/projects`),
      ['/app/index/w', FEATURED, `${NV}/creative-master`],
      ['/app/index/w/creater', FEATURED, `${NV}/creative-master`],
      ['/app/index/w/othercreat', FEATURED, `${NV}/creative-master`],
      both('/app/index/x', FEATURED),
      ['/app/index/userFeedback', FEATURED, `${NV}/more/user-feedback`],
      ['/app/write', FEATURED, `${NV}/publish/post`],
      ['/app/setting', FEATURED, `${NV}/user-center/setting`],
      ['/app/login', LOGIN, FEATURED],
      ['/app/reg', LOGIN, FEATURED],
      both('/app/search?query=显卡', `${NV}/search?keyword=%E6%98%BE%E5%8D%A1`),
      ['/app/message', FEATURED, `${NV}/message/commentAndReply`],
      ['/app/message/system', FEATURED, `${NV}/message/system`],
      ['/app/aboutUs', `${NV}/aboutUs/electricityGrade`, `${NV}/aboutUs/medalHall`],
    ],
  'SPEC §2 "Routes with no meta and unknown or disallowed routes go to the not-found page"': [
    both(`${NV}/no-such-page`, NF),
    both(`${NV}/postDetail`, NF),
    both('/app/no-such-activity', NF),
    both('/elsewhere', NF),
  ],
  // Not in SPEC (issue 13, docs/admin.md): the route renders a gate for everybody, which
  // sends visitors and members to the 404 page and shows staff the console.
  'issue 13 operator console (staff; others get the 404 page from the gate)': [
    open('/app/admin'),
    open('/app/admin/hot-keywords'),
    open('/app/admin/audit-log'),
  ],
};

describe('route table against SPEC §2 (visitor / member)', () => {
  for (const [section, rows] of Object.entries(TABLE)) {
    describe(section, () => {
      it.each(rows)('%s → visitor: %s, member: %s', (url, visitor, memberOutcome) => {
        expect(outcome(url, false)).toBe(visitor);
        expect(outcome(url, true)).toBe(memberOutcome);
      });
    });
  }
});

describe('issue 16: the invite page is real, public, and not the coming-soon page', () => {
  it('activity/invite/:id renders the invite page for visitors and members', () => {
    const matches = matchAppRoutes(`${NV}/activity/invite/9`);
    expect(matches.at(-1)?.route.page).toBe('invite');
    expect(outcome(`${NV}/activity/invite/9?code=ABCD2345`, false)).toBe(
      outcome(`${NV}/activity/invite/9`, true),
    );
  });
});

describe('issue 17: projectAdd is the real create-project page, public (it asks visitors to log in)', () => {
  it.each([`${NV}/projectAdd`, `${NV}/projectAdd?id=7`])('%s', (url) => {
    const pages = matchAppRoutes(`${NV}/projectAdd`).map((m) => m.route.page);
    expect(pages).toEqual(['newVersionLayout', 'projectAdd']);
    expect(outcome(url, false)).toBe(R);
    expect(outcome(url, true)).toBe(R);
  });
});

describe('issue 16: the festival page is real, public and standalone', () => {
  it('/app/Festival/:id renders the festival page for visitors and members', () => {
    const matches = matchAppRoutes('/app/Festival/4');
    expect(matches.at(-1)?.route.page).toBe('festival');
    expect(outcome('/app/Festival/4', false)).toBe(outcome('/app/Festival/4', true));
  });
});

describe('issue 16: the rules, vote and 618 pages are real and public', () => {
  it.each([
    ['/app/rules/3', 'activityRules'],
    ['/app/vote/12', 'votePage'],
    [`${NV}/p618`, 'p618'],
  ])('%s renders %s for visitors, outside the site layout when standalone', (url, page) => {
    const pages = matchAppRoutes(url).map((m) => m.route.page);
    expect(pages.at(-1)).toBe(page);
    expect(pages).not.toContain('comingSoon');
    expect(outcome(url, false)).toBe(outcome(url, true));
    if (url.startsWith('/app/new-version')) expect(pages[0]).toBe('newVersionLayout');
    else expect(pages).not.toContain('newVersionLayout');
  });
});

describe('the screens of issue 5 are real pages, not the coming-soon page', () => {
  it.each([
    `${NV}/allUsers`,
    `${NV}/personal/posts`,
    `${NV}/personalHomepage/fans`,
    `${NV}/homepage/7`,
    `${NV}/message/commentAndReply`,
    `${NV}/message/system`,
    `${NV}/message/thumb`,
    `${NV}/message/follow`,
    `${NV}/message/active`,
    `${NV}/message/setting`,
  ])('%s', (url) => {
    const matches = matchAppRoutes(url);
    expect(matches.at(-1)?.route.page).toBeDefined();
    expect(matches.map((m) => m.route.page)).not.toContain('comingSoon');
  });

  it('the message pages share the message centre layout (side list)', () => {
    const matches = matchAppRoutes(`${NV}/message/follow`);
    expect(matches.map((m) => m.route.page)).toEqual([
      'newVersionLayout',
      'messageCenter',
      'messageFollow',
    ]);
  });
});

describe('the growth screens of issue 6 are real pages, not the coming-soon page', () => {
  it.each([
    [`${NV}/user-center/electricity/my-electricity`, 'myElectricity'],
    [`${NV}/user-center/electricity/electricity-desc`, 'electricityDesc'],
    [`${NV}/user-center/level`, 'userLevel'],
    [`${NV}/aboutUs/electricityGrade`, 'electricityGrade'],
    [`${NV}/user-center/medal`, 'userMedal'],
    [`${NV}/aboutUs/medalHall`, 'medalHall'],
    [`${NV}/user-center/privilege`, 'userPrivilege'],
  ])('%s', (url, page) => {
    expect(matchAppRoutes(url).at(-1)?.route.page).toBe(page);
  });

  it('about and contact are pages of the about-us tab bar; an unknown tab has no meta', () => {
    expect(matchAppRoutes(`${NV}/aboutUs/about`).map((m) => m.route.page)).toEqual([
      'newVersionLayout',
      'aboutUsLayout',
      'aboutPage',
    ]);
    expect(matchAppRoutes(`${NV}/aboutUs/contact`).at(-1)?.route.page).toBe('contactPage');
    expect(matchAppRoutes(`${NV}/aboutUs/team`).at(-1)?.route.meta).toBeUndefined();
  });
});

describe('the user-center pages of issue 6 are real pages beside the user-center menu', () => {
  it.each([
    [`${NV}/user-center/home`, 'userHome'],
    [`${NV}/user-center/message`, 'userMessage'],
    [`${NV}/user-center/fans`, 'userFans'],
    [`${NV}/user-center/follow`, 'userFollow'],
    [`${NV}/user-center/project-manage/involved-in-project`, 'involvedProject'],
    [`${NV}/user-center/project-manage/generated-project`, 'generatedProject'],
    [`${NV}/user-center/project-manage/latest-project`, 'latestProject'],
  ])('%s', (url, page) => {
    const matches = matchAppRoutes(url);
    expect(matches.at(-1)?.route.page).toBe(page);
    expect(matches.map((m) => m.route.page)).not.toContain('comingSoon');
  });

  it.each([
    `${NV}/user-center/home`,
    `${NV}/user-center/level`,
    `${NV}/user-center/electricity/my-electricity`,
    `${NV}/user-center/setting`,
    `${NV}/user-center/safety`,
    `${NV}/user-center/project-manage/latest-project`,
  ])('%s is drawn inside the user-center frame', (url) => {
    const pages = matchAppRoutes(url).map((m) => m.route.page);
    expect(pages.slice(0, 2)).toEqual(['newVersionLayout', 'userCenter']);
  });
});

/** Every concrete route pattern of the table (`a/:id/b`), outermost path joined in. */
function patterns(routes: AppRoute[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.index || route.path === undefined) return [];
    const full = route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    return route.children ? [full, ...patterns(route.children, full)] : [full];
  });
}

/** Table rows SPEC names that this file does not list, and why. */
const NOT_LISTED = new Set<string>([]);

describe('no route of the table goes unlisted', () => {
  const listed = Object.values(TABLE)
    .flat()
    .map(([url]) => new URL(url, 'http://xinke.local').pathname);
  it.each(patterns(routeTable).filter((p) => !NOT_LISTED.has(p)))('%s', (pattern) => {
    const regex = new RegExp(
      `^${pattern.replace(/\/\*$/, '(/.*)?').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`,
    );
    expect(listed.some((path) => regex.test(path))).toBe(true);
  });
});

describe('the desktop-build contest (issue 16) has real pages, PC and H5, in its frame', () => {
  it.each([
    [`${NV}/diy-computer-activity/7/index`, 'contestIndex'],
    [`${NV}/diy-computer-activity/7/work`, 'contestWorks'],
    [`${NV}/diy-computer-activity/7/work-upload`, 'contestUpload'],
    [`${NV}/diy-computer-activity/7/registry`, 'contestRegistry'],
    [`${NV}/diy-computer-activity/7/award`, 'contestAward'],
    [`${NV}/h5/diy-computer-activity/7/index`, 'contestIndex'],
    [`${NV}/h5/diy-computer-activity/7/work`, 'contestWorks'],
  ])('%s', (url, page) => {
    const matches = matchAppRoutes(url);
    expect(matches.map((m) => m.route.page)).toEqual(['newVersionLayout', 'contestFrame', page]);
  });

  it.each([`${NV}/work-detail/7/9`, `${NV}/h5/diy-computer-activity/detail/7/9`])(
    '%s is the work detail',
    (url) => {
      expect(matchAppRoutes(url).at(-1)?.route.page).toBe('contestWorkDetail');
    },
  );
});
