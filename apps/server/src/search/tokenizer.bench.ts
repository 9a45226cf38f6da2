/**
 * Tokenizer throughput on a 2 KB Chinese post body. Run: npx tsx apps/server/src/search/tokenizer.bench.ts
 * `npm run bench` prints it too (apps/server/bench/run.ts).
 */
import { fileURLToPath } from 'node:url';
import { warmUpTokenizer } from './jieba.js';
import { indexDocument } from './tsearch.js';
import { tokenize } from './tokenizer.js';

const PARAGRAPH =
  '最近给家里的台式机升级了一下，换了 RTX 4090 显卡和 7800X3D 处理器，主板是 B650M，内存条用的是 DDR5 6000 双通道。' +
  '散热器一开始用风冷，后来换成了 360 一体式水冷，机箱是海景房，走线花了一个下午。固态硬盘选了两块 PCIe4.0 的 M.2 盘。' +
  '另外还折腾了客制化机械键盘，轴体换成了线性轴，键帽是 PBT 热升华的，定位板用的铝，手感比原来的薄膜键盘好太多。' +
  '周末用树莓派 4B 装了 Home Assistant，配合几个 ESP32-S3 开发板做智能家居，温湿度传感器的数据通过 MQTT 上报。' +
  '焊接的时候用万用表量了一下电源模块的输出，示波器上看纹波还可以，单片机的串口日志也正常，下一步打算用 3D 打印机给它们做外壳。';

/** A body of `bytes` UTF-8 bytes (Chinese is three bytes a character, so ~700 characters). */
export function sampleBody(bytes = 2048): string {
  let body = '';
  while (Buffer.byteLength(body) < bytes) body += PARAGRAPH;
  while (Buffer.byteLength(body) > bytes) body = body.slice(0, -1);
  return body;
}

export interface BenchResult {
  chars: number;
  bytes: number;
  tokens: number;
  tokenizePerSecond: number;
  indexDocumentPerSecond: number;
}

function perSecond(fn: () => void, millis: number): number {
  for (let i = 0; i < 20; i += 1) fn(); // warm the JIT before timing
  let runs = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < millis) {
    fn();
    runs += 1;
    elapsed = performance.now() - start;
  }
  return Math.round((runs * 1000) / elapsed);
}

export function benchTokenizer(millis = 2000): BenchResult {
  warmUpTokenizer();
  const body = sampleBody();
  return {
    chars: body.length,
    bytes: Buffer.byteLength(body),
    tokens: tokenize(body).length,
    tokenizePerSecond: perSecond(() => tokenize(body), millis),
    indexDocumentPerSecond: perSecond(
      () => indexDocument({ title: '装机与折腾记录', body }),
      millis,
    ),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(benchTokenizer());
}
