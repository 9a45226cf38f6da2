import { describe, expect, it } from 'vitest';
import { videoEmbedSrc } from './video-embed';

const BV = 'https://player.bilibili.com/player.html?bvid=BV1xx411c7mD&autoplay=0';
const YOUKU = 'https://player.youku.com/embed/XNDU2MzQ1NjQ4OA==';

describe('videoEmbedSrc', () => {
  it.each([
    ['https://www.bilibili.com/video/BV1xx411c7mD', BV],
    ['https://www.bilibili.com/video/BV1xx411c7mD/?spm_id_from=333.1007&vd_source=x', BV],
    ['https://m.bilibili.com/video/BV1xx411c7mD', BV],
    [BV, BV],
    ['https://player.bilibili.com/player.html?bvid=BV1xx411c7mD&autoplay=1&danmaku=0', BV],
    [
      'https://www.bilibili.com/video/av170001',
      'https://player.bilibili.com/player.html?aid=170001&autoplay=0',
    ],
    ['https://v.youku.com/v_show/id_XNDU2MzQ1NjQ4OA==.html?spm=a2h0c', YOUKU],
    [YOUKU, YOUKU],
  ])('%s → the player', (input, player) => {
    expect(videoEmbedSrc(input)).toBe(player);
  });

  it.each([
    'https://b23.tv/abc123',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://player.bilibili.com.evil.example/player.html?bvid=BV1xx411c7mD',
    'https://evil.example/?u=https://www.bilibili.com/video/BV1xx411c7mD',
    'javascript:alert(1)//https://www.bilibili.com/video/BV1xx411c7mD',
    'https://www.bilibili.com/video/BV1xx411c7mD"onload="x',
    'https://player.youku.com/embed/../../evil',
    'https://player.bilibili.com/other.html?bvid=BV1xx411c7mD',
    '不是地址',
  ])('refuses %s', (input) => {
    expect(videoEmbedSrc(input)).toBeNull();
  });
});
