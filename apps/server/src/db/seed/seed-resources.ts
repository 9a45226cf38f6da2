import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { RESOURCE_STATUS } from '@xinke/shared';
import type { Db } from '../client';
import { resourceCategories, resourceDownloads, resourceFiles, resources } from '../schema';
import type { FileStore } from '../../uploads/storage';
import { intelHex, minimalPdf, storedZip } from './demo-files';
import type { Random } from './random';

/*
 * The demo library (资源库, docs/resources.md): four categories, resources with real small
 * files (a PDF that opens, a ZIP that unzips, an Intel HEX), and download counts that come
 * from download rows of demo members, not invented numbers.
 */

const CATEGORIES = ['数据手册', '例程与源码', '原理图与 PCB', '固件与工具'] as const;
type Category = (typeof CATEGORIES)[number];

interface DemoFile {
  name: string;
  type: string;
  data: Buffer;
}
interface DemoResource {
  category: Category;
  title: string;
  summary: string;
  content: string;
  version: string;
  files: DemoFile[];
}

const BLINK_C = `/* PC13 上的 LED 每 500 ms 翻转一次（STM32F103C8T6 最小系统板） */
#include "main.h"

int main(void)
{
  HAL_Init();
  SystemClock_Config();
  MX_GPIO_Init();
  while (1)
  {
    HAL_GPIO_TogglePin(GPIOC, GPIO_PIN_13);
    HAL_Delay(500);
  }
}
`;

const UART_C = `/* USART1 (PA9/PA10) 115200-8-N-1，把收到的字节原样发回 */
#include "main.h"

extern UART_HandleTypeDef huart1;
static uint8_t rx;

void HAL_UART_RxCpltCallback(UART_HandleTypeDef *huart)
{
  HAL_UART_Transmit(huart, &rx, 1, 10);
  HAL_UART_Receive_IT(huart, &rx, 1);
}
`;

/** The vector table and reset handler of a tiny Cortex-M blink image. */
const FIRMWARE = Buffer.from(
  '00500020c1010008b5010008b50100080000000000000000000000000000000000000000' +
    '00000000b501000800000000000000004ff0804104f10c0141f2006108684ff4003108604ff4' +
    'fa7000bf0138fdd1f7e7',
  'hex',
);

const DEMO: DemoResource[] = [
  {
    category: '数据手册',
    title: 'ESP32-S3 系列技术规格书（中文版）',
    summary:
      '乐鑫 ESP32-S3 双核 Xtensa LX7、2.4 GHz Wi-Fi 与低功耗蓝牙 SoC 的引脚、外设与电气特性。',
    content:
      '<h2>适用型号</h2><p>ESP32-S3、ESP32-S3R2、ESP32-S3R8 以及基于它们的 WROOM / MINI 模组。</p>' +
      '<h2>主要内容</h2><ul><li>引脚布局与 GPIO 复用（含 Strapping 管脚说明）</li>' +
      '<li>USB OTG、LCD/摄像头接口、向量指令等外设概述</li>' +
      '<li>工作电压、功耗模式与射频指标</li></ul>' +
      '<p>做 PCB 前请重点阅读“Strapping 管脚”一节：GPIO0、GPIO45、GPIO46 的上电电平会决定启动模式和 Flash 电压。</p>',
    version: 'v1.3',
    files: [
      {
        name: 'ESP32-S3 系列技术规格书 v1.3.pdf',
        type: 'pdf',
        data: minimalPdf([
          'ESP32-S3 Series Datasheet v1.3',
          'Xtensa dual-core 32-bit LX7 microprocessor, up to 240 MHz',
          '2.4 GHz Wi-Fi (802.11 b/g/n) and Bluetooth 5 (LE)',
          '45 programmable GPIOs, USB OTG, LCD and camera interfaces',
          'Strapping pins: GPIO0, GPIO3, GPIO45, GPIO46',
        ]),
      },
    ],
  },
  {
    category: '数据手册',
    title: 'CH340 USB 转串口芯片手册',
    summary: '南京沁恒 CH340 系列（CH340G/C/N/K）的引脚定义、典型应用电路与驱动说明。',
    content:
      '<p>CH340 是开发板上最常见的 USB 转串口芯片。手册给出了 CH340G 外接 12 MHz 晶振、' +
      'CH340C 内置晶振两种典型电路，以及 DTR/RTS 控制自动下载的接法。</p>' +
      '<p>Windows 7 以上与 macOS、Linux 大多已自带驱动；老系统请到沁恒官网下载驱动。</p>',
    version: '2.3',
    files: [
      {
        name: 'CH340 数据手册.pdf',
        type: 'pdf',
        data: minimalPdf([
          'CH340 USB to Serial Chip Datasheet',
          'Full-speed USB device, virtual COM port',
          'CH340G: external 12 MHz crystal; CH340C: built-in oscillator',
          'Supports 50 bps to 2 Mbps, 5 V and 3.3 V supply',
        ]),
      },
    ],
  },
  {
    category: '例程与源码',
    title: 'STM32F103 HAL 库入门例程合集',
    summary: '基于 STM32CubeMX 生成的 HAL 库工程：点灯、按键中断、串口回显，适合蓝色小板（C8T6）。',
    content:
      '<p>这套例程面向第一次接触 STM32 的同学，每个例程只演示一个外设，代码里的注释写了为什么这样配置。</p>' +
      '<h2>包含的例程</h2><ol><li><code>01_blink</code>：PC13 LED 闪烁</li>' +
      '<li><code>02_uart_echo</code>：USART1 中断收发回显</li></ol>' +
      '<p>用 Keil MDK 或 STM32CubeIDE 打开均可，下载器用 ST-Link 或 DAPLink。</p>',
    version: 'v1.0',
    files: [
      {
        name: 'STM32F103 HAL 例程.zip',
        type: 'zip',
        data: storedZip([
          {
            name: 'README.md',
            content:
              '# STM32F103 HAL 入门例程\n\n- 01_blink：PC13 LED 闪烁\n- 02_uart_echo：串口回显（115200）\n',
          },
          { name: '01_blink/Core/Src/main.c', content: BLINK_C },
          { name: '02_uart_echo/Core/Src/uart_echo.c', content: UART_C },
        ]),
      },
    ],
  },
  {
    category: '原理图与 PCB',
    title: '芯客 ESP32-C3 迷你开发板原理图',
    summary: '社区开源的 ESP32-C3 迷你板：USB-C 直连下载、AMS1117 供电、两颗按键与一颗 WS2812。',
    content:
      '<p>原理图按模块分页：电源、USB（C3 自带 USB-Serial/JTAG，无需 CH340）、按键与 RGB 灯。</p>' +
      '<p>布线要点：天线下方四层都要净空；USB 差分线尽量等长并远离 DC-DC 电感。</p>',
    version: 'Rev B',
    files: [
      {
        name: 'ESP32-C3 迷你开发板原理图 RevB.pdf',
        type: 'pdf',
        data: minimalPdf([
          'Xinke ESP32-C3 Mini Board - Schematic Rev B',
          'Sheet 1: Power (USB-C 5 V, AMS1117-3.3)',
          'Sheet 2: ESP32-C3FH4, native USB-Serial/JTAG on GPIO18/19',
          'Sheet 3: BOOT and RESET keys, WS2812B on GPIO8',
        ]),
      },
    ],
  },
  {
    category: '固件与工具',
    title: 'STM32 蓝色小板闪灯固件（HEX + BIN）',
    summary: '编译好的 PC13 闪灯固件，用来检查板子、下载器和接线是否正常。',
    content:
      '<p>拿到新板子先烧这个：灯以 1 Hz 闪烁说明芯片、晶振与下载链路都正常。</p>' +
      '<p><code>.hex</code> 自带地址，直接用 STM32CubeProgrammer 打开；<code>.bin</code> 需要手动填写起始地址 <code>0x08000000</code>。</p>',
    version: 'v1.2',
    files: [
      { name: 'blink_f103.hex', type: 'hex', data: intelHex(FIRMWARE, 0x08000000) },
      { name: 'blink_f103.bin', type: 'bin', data: FIRMWARE },
    ],
  },
];

export async function seedResources(
  db: Db,
  rnd: Random,
  // The private store (DATA_DIR/files or the bucket's files/): served only through a ticket.
  store: FileStore,
  now: number,
  userIds: number[],
): Promise<void> {
  const categoryRows = await db
    .insert(resourceCategories)
    .values(CATEGORIES.map((name, sort) => ({ name, sort })))
    .returning({ id: resourceCategories.id, name: resourceCategories.name });
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));

  for (const [index, demo] of DEMO.entries()) {
    const publishTime = new Date(now - (DEMO.length - index) * 3 * 86_400_000);
    const [row] = await db
      .insert(resources)
      .values({
        categoryId: categoryId.get(demo.category) ?? 0,
        title: demo.title,
        summary: demo.summary,
        content: demo.content,
        version: demo.version,
        status: RESOURCE_STATUS.published,
        publishTime,
        createTime: publishTime,
        updateTime: publishTime,
      })
      .returning({ id: resources.id });
    if (!row) continue;
    const fileIds: number[] = [];
    for (const file of demo.files) {
      const sha256 = createHash('sha256').update(file.data).digest('hex');
      const storageKey = `resources/${sha256.slice(0, 2)}/${sha256}.${file.type}`;
      await store.put(storageKey, file.data);
      const [f] = await db
        .insert(resourceFiles)
        .values({
          resourceId: row.id,
          name: file.name,
          type: file.type,
          size: file.data.length,
          sha256,
          storageKey,
        })
        .returning({ id: resourceFiles.id });
      if (f) fileIds.push(f.id);
    }
    // Downloads by demo members: the count is these rows.
    const downloaders = userIds.filter(() => rnd.next() < 0.35);
    if (downloaders.length > 0)
      await db.insert(resourceDownloads).values(
        downloaders.map((userId, i) => ({
          ticketId: `seed-${row.id}-${i}`,
          resourceId: row.id,
          fileId: fileIds[0] ?? 0,
          userId,
          createTime: new Date(publishTime.getTime() + (i + 1) * 3_600_000),
        })),
      );
    await db
      .update(resources)
      .set({ downloads: downloaders.length })
      .where(eq(resources.id, row.id));
  }
}
