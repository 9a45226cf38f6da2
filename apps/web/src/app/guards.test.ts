import { describe, expect, it } from 'vitest';
import { metaFor, resolveNavigation } from './guards';

const FEATURED = '/app/new-version/featured?tag=recommend';
const NOT_FOUND = '/app/new-version/404';
const LOGIN = '/app/new-version/login';

function go(url: string, hasToken = false): string | undefined {
  const parsed = new URL(url, 'http://x');
  return resolveNavigation({ pathname: parsed.pathname, search: parsed.search }, { hasToken })
    .redirect;
}

type Row = [url: string, visitor: string | undefined, member: string | undefined];

describe('resolveNavigation (SPEC §2 route guards and redirects)', () => {
  const rows: Record<string, Row[]> = {
    '/ and the new-version index → featured with tag=recommend plus the existing query': [
      ['/', FEATURED, FEATURED],
      ['/?channelCode=weibo', `${FEATURED}&channelCode=weibo`, `${FEATURED}&channelCode=weibo`],
      ['/app', FEATURED, FEATURED],
      ['/app/', FEATURED, FEATURED],
      ['/app/new-version', FEATURED, FEATURED],
      ['/app/new-version/', FEATURED, FEATURED],
      ['/app/new-version?page=2', `${FEATURED}&page=2`, `${FEATURED}&page=2`],
      ['/?tag=diy', '/app/new-version/featured?tag=diy', '/app/new-version/featured?tag=diy'],
    ],
    'pages that render as they are': [
      [FEATURED, undefined, undefined],
      ['/app/new-version/featured', undefined, undefined],
      ['/app/new-version/home', undefined, undefined],
      ['/app/new-version/postDetail/12', undefined, undefined],
      ['/app/new-version/aboutUs/medalHall', undefined, undefined],
      ['/app/new-version/aboutUs/userAgreement', undefined, undefined],
      ['/app/new-version/official/news/3', undefined, undefined],
      ['/app/new-version/exchange-forum/detail/5', undefined, undefined],
      ['/app/new-version/more/announcement', undefined, undefined],
      ['/app/new-version/h5/diy-computer-activity/3/work', undefined, undefined],
      ['/app/new-version/h5/diy-computer-activity/detail/3/9', undefined, undefined],
      ['/app/new-version/diy-computer-activity/3/award', undefined, undefined],
      ['/app/new-version/work-detail/3/9', undefined, undefined],
      ['/app/new-version/404', undefined, undefined],
      ['/app/draw/1', undefined, undefined],
      ['/app/wallPaper2-index/4', undefined, undefined],
      ['/app/V2-pay', undefined, undefined],
      ['/app/xinke-index', undefined, undefined],
      ['/app/Festival/2', undefined, undefined],
    ],
    'token + login path → /app/new-version (→ featured); visitors stay on login': [
      ['/app/new-version/login', undefined, FEATURED],
      ['/app/login', LOGIN, FEATURED],
      ['/app/reg', LOGIN, FEATURED],
      // /app/forget (SPEC §2 standalone route) is the login page's forgot-password form.
      ['/app/forget', `${LOGIN}?tab=forget`, FEATURED],
      ['/app/forget/', `${LOGIN}?tab=forget`, FEATURED],
      [`${LOGIN}?tab=forget`, undefined, FEATURED],
    ],
    'auth routes: visitors of new-version routes → featured, of other routes → login': [
      ['/app/new-version/user-center', FEATURED, '/app/new-version/user-center/home'],
      ['/app/new-version/user-center/setting', FEATURED, undefined],
      [
        '/app/new-version/user-center/electricity',
        FEATURED,
        '/app/new-version/user-center/electricity/my-electricity',
      ],
      [
        '/app/new-version/user-center/project-manage',
        FEATURED,
        '/app/new-version/user-center/project-manage/involved-in-project',
      ],
      ['/app/new-version/message', FEATURED, '/app/new-version/message/commentAndReply'],
      ['/app/new-version/message/system', FEATURED, undefined],
      ['/app/new-version/creation-center/post-manage', FEATURED, undefined],
      ['/app/new-version/creation-center', FEATURED, '/app/new-version/creation-center/home'],
      ['/app/new-version/publish', FEATURED, '/app/new-version/publish/post'],
      ['/app/new-version/publish/vote', FEATURED, undefined],
      ['/app/new-version/preview/4', FEATURED, undefined],
      // post/:id is the edit form of that item (the publish page switches to a vote's form).
      ['/app/new-version/post/4', FEATURED, '/app/new-version/publish/post?id=4'],
      ['/app/new-version/post/abc', NOT_FOUND, NOT_FOUND],
      ['/app/new-version/creative-master', FEATURED, undefined],
      ['/app/new-version/creative-master/apply', FEATURED, undefined],
      ['/app/new-version/more/user-feedback', FEATURED, undefined],
      ['/app/new-version/diy-computer-activity/3/work-upload', FEATURED, undefined],
      ['/app/new-version/diy-computer-activity/3/registry', FEATURED, undefined],
      ['/app/wallPaper-vote/4', LOGIN, undefined],
      ['/app/wallPaper2-upload/4', LOGIN, undefined],
      ['/app/photo-write', LOGIN, undefined],
      ['/app/photo-edit/8', LOGIN, undefined],
    ],
    'group index routes go to their default child': [
      [
        '/app/new-version/more',
        '/app/new-version/more/announcement',
        '/app/new-version/more/announcement',
      ],
      [
        '/app/new-version/diy-computer-activity/7',
        '/app/new-version/diy-computer-activity/7/index',
        '/app/new-version/diy-computer-activity/7/index',
      ],
      [
        '/app/new-version/h5/diy-computer-activity/7',
        '/app/new-version/h5/diy-computer-activity/7/index',
        '/app/new-version/h5/diy-computer-activity/7/index',
      ],
    ],
    'unknown routes and routes without meta → 404': [
      ['/app/new-version/this-page-does-not-exist', NOT_FOUND, NOT_FOUND],
      ['/app/nothing-here', NOT_FOUND, NOT_FOUND],
      ['/somewhere/else', NOT_FOUND, NOT_FOUND],
      ['/app/new-version/postDetail', NOT_FOUND, NOT_FOUND],
      ['/app/new-version/h5/diy-computer-activity/3/work-upload', NOT_FOUND, NOT_FOUND],
    ],
    'research sub-app: only its allowed paths render': [
      ['/app/new-version/research', undefined, undefined],
      ['/app/new-version/research/', undefined, undefined],
      ['/app/new-version/research/projects', undefined, undefined],
      ['/app/new-version/research/goods', undefined, undefined],
      ['/app/new-version/research/laboratory/create', FEATURED, undefined],
      ['/app/new-version/research/laboratory/creator/projects', FEATURED, undefined],
      ['/app/new-version/research/laboratory/creator/design-upload', FEATURED, undefined],
      ['/app/new-version/research/pay-success', FEATURED, undefined],
      ['/app/new-version/research/projects/42', undefined, undefined],
      ['/app/new-version/research/laboratory/7', undefined, undefined],
      ['/app/new-version/research/laboratory/edit/7', FEATURED, undefined],
      ['/app/new-version/research/laboratory/personal/7', undefined, undefined],
      ['/app/new-version/research/laboratory/payment/7', FEATURED, undefined],
      ['/app/new-version/research/laboratory/pay/wechat/7/8', FEATURED, undefined],
      ['/app/new-version/research/laboratory/pay/ali/7/8', FEATURED, undefined],
      ['/app/new-version/research/not-allowed', NOT_FOUND, NOT_FOUND],
      ['/app/new-version/research/projects/abc', NOT_FOUND, NOT_FOUND],
      ['/app/new-version/research/laboratory/pay/wechat/7', NOT_FOUND, NOT_FOUND],
      ['/app/new-version/research/week/3', undefined, undefined],
      ['/app/new-version/research/week/abc', NOT_FOUND, NOT_FOUND],
      // {n} is a positive integer: 0 and a leading zero are not ids.
      ['/app/new-version/research/projects/0', NOT_FOUND, NOT_FOUND],
      ['/app/new-version/research/laboratory/creator/challenge-review', FEATURED, undefined],
      ['/app/new-version/research/laboratory/creator/nothing', NOT_FOUND, NOT_FOUND],
    ],
    'old project routes and research-room': [
      [
        '/app/project-detail/42',
        '/app/new-version/research/projects/42',
        '/app/new-version/research/projects/42',
      ],
      [
        '/app/index/project-detail/42',
        '/app/new-version/research/projects/42',
        '/app/new-version/research/projects/42',
      ],
      [
        '/app/project-week/5',
        '/app/new-version/research/week/5',
        '/app/new-version/research/week/5',
      ],
      [
        '/app/index/project-week/5',
        '/app/new-version/research/week/5',
        '/app/new-version/research/week/5',
      ],
      [
        '/app/research-room/12',
        '/app/new-version/research/projects',
        '/app/new-version/research/projects',
      ],
      [
        '/app/index/research-room',
        '/app/new-version/research/projects',
        '/app/new-version/research/projects',
      ],
      [
        '/app/new-version/research-room/x',
        '/app/new-version/research/projects',
        '/app/new-version/research/projects',
      ],
    ],
    '/app/index: p618 to the new p618, the older menu to its pages, others to /app/new-version': [
      ['/app/index/p618', '/app/new-version/p618', '/app/new-version/p618'],
      ['/app/index', FEATURED, FEATURED],
      ['/app/index/v', '/app/new-version/home', '/app/new-version/home'],
      ['/app/index/c', '/app/new-version/topic', '/app/new-version/topic'],
      ['/app/index/n', '/app/new-version/daily-information', '/app/new-version/daily-information'],
      ['/app/index/w/creater', FEATURED, '/app/new-version/creative-master'],
      ['/app/index/w/othercreat', FEATURED, '/app/new-version/creative-master'],
      ['/app/index/zz', FEATURED, FEATURED],
      ['/app/index/userFeedback', FEATURED, '/app/new-version/more/user-feedback'],
    ],
    'older layout paths → their new-version pages': [
      [
        '/app/search?query=显卡',
        '/app/new-version/search?keyword=%E6%98%BE%E5%8D%A1',
        '/app/new-version/search?keyword=%E6%98%BE%E5%8D%A1',
      ],
      ['/app/search', '/app/new-version/search', '/app/new-version/search'],
      ['/app/write', FEATURED, '/app/new-version/publish/post'],
      ['/app/setting', FEATURED, '/app/new-version/user-center/setting'],
      ['/app/message', FEATURED, '/app/new-version/message/commentAndReply'],
      ['/app/message/system', FEATURED, '/app/new-version/message/system'],
      [
        '/app/aboutUs',
        '/app/new-version/aboutUs/electricityGrade',
        '/app/new-version/aboutUs/medalHall',
      ],
    ],
  };

  for (const [rule, cases] of Object.entries(rows)) {
    describe(rule, () => {
      it.each(cases)('%s → visitor %s, member %s', (url, visitor, member) => {
        expect(go(url, false)).toBe(visitor);
        expect(go(url, true)).toBe(member);
      });
    });
  }
});

describe('metaFor', () => {
  it('gives the innermost meta', () => {
    expect(metaFor('/app/new-version/featured')?.title).toBe('精选');
    expect(metaFor('/app/new-version/user-center/fans')?.title).toBe('我的粉丝');
  });
});
