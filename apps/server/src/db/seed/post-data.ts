/**
 * Shared openings, closings and comments of the demo posts (see circle-content.ts). They are
 * drawn at random, so each one must fit any post of its kind: nothing about a particular
 * product, project or circle beyond the `{circle}` placeholder.
 */

export const OPENINGS = [
  '潜水很久了，难得发个长帖，写得不好大家多包涵。',
  '最近终于有空整理一下，给后来的朋友参考。',
  '看论坛里类似的帖子不多，就把自己的经验整理出来。',
  '之前在群里聊过几次，好几位朋友让我整理成帖子，就写在这里了。',
  '帖子有点长，内容都是自己实际做过、用过的，仅供参考。',
  '不算什么高深的东西，但整理一遍对自己也是个总结。',
] as const;

export const CLOSINGS = [
  '以上都是个人经验，欢迎在评论区补充和指正。',
  '有问题可以直接回帖，看到都会回复。',
  '后续如果有更新会继续在这个帖子里补充。',
  '希望对有同样需求的朋友有帮助，觉得有用的话点个赞吧。',
  '最后感谢群里几位大佬的指点，少走了很多弯路。',
] as const;

export const QUESTION_OPENINGS = [
  '如题，最近遇到一个问题，想请教一下大家。',
  '新人求助，先说下我的情况。',
  '自己查了几天资料，还是拿不准，来论坛问问。',
] as const;

export const VOTE_OPENINGS = [
  '最近群里为这个话题吵了好几天，干脆发个投票看看大家的真实选择。',
  '好奇大家的选择，开个投票统计一下。',
] as const;

/** A seeded vote runs two weeks (seed-votes.ts). */
export const VOTE_CLOSINGS = [
  '投完票欢迎在评论区聊聊你的理由，理性讨论。',
  '两周后截止，结果出来再发个总结帖。',
] as const;

export const QUESTION_CLOSINGS = [
  '求各位大佬给点建议，先谢过了！',
  '搜了一圈说法都不太一样，有经验的朋友说说？',
  '小白一个，问题可能比较基础，轻喷。',
] as const;

/**
 * Comments readers leave on a shared post (大众帖, 知识资源库); `{circle}` is replaced by the
 * circle name. Twelve, the most comments a seeded post gets, so no post repeats one.
 */
export const COMMENTS = [
  '写得很详细，收藏了慢慢看。',
  '感谢分享，刚好最近也在研究这个。',
  '学到了，有几个细节之前真没注意过。',
  '{circle}圈干货帖，支持一下！',
  '蹲一个后续更新。',
  '我的经验稍微不一样，回头也发个帖子交流。',
  '小白表示看懂了七成，先点赞再说。',
  '有几个地方能不能再展开讲讲？',
  '楼主的经验很实用，能少走不少弯路。',
  '收藏了，以后用得上。',
  '这种实打实的分享越来越少了，顶一下。',
  '同好一枚，交个朋友。',
] as const;

/** Replies to a question (提问帖): they fit a fault as well as a choice. */
export const QUESTION_COMMENTS = [
  '同问，蹲一个靠谱的答案。',
  '帮顶，等懂行的大佬来回答。',
  '{circle}圈里之前有人讨论过类似的问题，可以搜一下精华帖。',
  '有结果了记得回来更新一下，造福后来人。',
  '描述得很清楚，比只发一句“怎么办”的帖子好回答多了。',
  '之前遇到过差不多的情况，私信你了。',
  '关注一下，我最近也碰到了类似的事。',
  '信息给得挺全的，等大佬出手。',
  '坐等有经验的朋友来分享一下。',
  '这个问题我也想知道，先收藏了。',
  '帮顶一下，希望早点有答案。',
  '这个问题挺典型的，答案出来值得加精。',
] as const;

/** Comments on a vote (投票帖). */
export const VOTE_COMMENTS = [
  '已投，坐等结果。',
  '投完了，看看最后哪个选项票多。',
  '{circle}圈每隔一阵就要聊一次这个话题，哈哈。',
  '选项挺全的，我的情况正好在里面。',
  '结果出来记得发总结帖。',
  '路过投一票，顺便看看大家的理由。',
  '身边朋友基本都选了同一个，看看论坛里是不是也这样。',
  '建议楼主过段时间再开一次，看看变化。',
  '去年投的话答案可能不一样，今年变了。',
  '这种投票帖挺有意思的，可以多来几个。',
  '已投，好奇和我选一样的人多不多。',
  '投了，顺手收藏一下，等结果出来再看。',
] as const;
