import { useEffect } from 'react';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { LOTTERY_LIMITS, LOTTERY_PHASE, LOTTERY_TYPE, LotteryType, MSG } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { LotteryWinnersTable } from './LotteryWinnersTable';
import { toLotteryForm, toLotteryInput, type LotteryForm } from './lottery-form';
import { useAdminLottery, useLotteryDraw, useLotteryOpen, useLotterySave } from './queries';

/**
 * 活动运营 › 活动 › 抽奖 (docs/lottery.md): the lottery of a `lottery` activity. Settings
 * and prizes are editable until 开放报名 (which makes the seed and publishes its hash);
 * 开奖 draws and publishes at once; then the winners table ships the prizes.
 */
export function LotteryDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const lottery = useAdminLottery(id);
  const save = useLotterySave();
  const open = useLotteryOpen();
  const draw = useLotteryDraw();
  const [form] = Form.useForm<LotteryForm>();
  const l = lottery.data;
  const type = Form.useWatch('lottery_type', form);
  const locked = Boolean(l?.opened_at);

  useEffect(() => {
    if (l) form.setFieldsValue(toLotteryForm(l));
  }, [l, form]);

  const onSave = async () => {
    const v = await form.validateFields().catch(() => null);
    if (v && id !== null)
      await save.mutateAsync({ id, ...toLotteryInput(v) }).catch(() => undefined);
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={920}
      title={l ? `抽奖：${l.title}` : '抽奖'}
      destroyOnHidden
      forceRender
      extra={
        l && (
          <Space>
            {!locked && (
              <Button onClick={() => void onSave()} loading={save.isPending}>
                保存设置
              </Button>
            )}
            {l.configured && !locked && (
              <Popconfirm
                title="开放报名后将生成秘密种子并公布其哈希，设置和奖品不能再修改。继续？"
                onConfirm={() => open.mutateAsync({ id: l.id }).catch(() => undefined)}
              >
                <Button type="primary" loading={open.isPending}>
                  开放报名
                </Button>
              </Popconfirm>
            )}
            {l.phase === LOTTERY_PHASE.closed && (
              <Popconfirm
                title="开奖后立即公布种子和中奖名单，并通知中奖者。继续？"
                onConfirm={() => draw.mutateAsync({ id: l.id }).catch(() => undefined)}
              >
                <Button type="primary" danger loading={draw.isPending}>
                  开奖
                </Button>
              </Popconfirm>
            )}
          </Space>
        )
      }
    >
      {lottery.isError ? (
        <ErrorView onRetry={() => void lottery.refetch()} />
      ) : !l ? null : (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="阶段">
              <Tag>{l.phase_text}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="参与">
              {l.entry_count} 个抽奖码 / {l.member_count} 人
            </Descriptions.Item>
            <Descriptions.Item label="种子哈希" span={2}>
              <Typography.Text code copyable={Boolean(l.seed_hash)}>
                {l.seed_hash ?? '开放报名时生成'}
              </Typography.Text>
            </Descriptions.Item>
            {l.seed && (
              <Descriptions.Item label="种子" span={2}>
                <Typography.Text code copyable>
                  {l.seed}
                </Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
          {l.publish_status !== 1 && (
            <Alert
              type="info"
              showIcon
              message={MSG.lotteryNeedsPublished}
              style={{ marginBottom: 16 }}
            />
          )}
          {l.phase === LOTTERY_PHASE.drawn ? (
            <LotteryWinnersTable id={l.id} />
          ) : (
            <Form form={form} layout="vertical" disabled={locked}>
              <Space wrap align="start">
                <Form.Item name="lottery_type" label="抽奖类型" rules={[{ required: true }]}>
                  <Select options={LotteryType.options} style={{ width: 140 }} />
                </Form.Item>
                {type === LOTTERY_TYPE.collectElectricity && (
                  <Form.Item name="entry_cost_ele" label="每次消耗电量">
                    <InputNumber min={1} max={LOTTERY_LIMITS.costEle} />
                  </Form.Item>
                )}
                {type !== LOTTERY_TYPE.zeroYuanDraw && (
                  <Form.Item name="max_entries_per_member" label="每人最多次数">
                    <InputNumber min={1} max={LOTTERY_LIMITS.maxEntriesPerMember} />
                  </Form.Item>
                )}
                {type === LOTTERY_TYPE.wallpaper && (
                  <Form.Item name="linked_active_id" label="关联壁纸大赛 id">
                    <InputNumber min={1} />
                  </Form.Item>
                )}
              </Space>
              <Space wrap align="start">
                <Form.Item
                  name="window"
                  label="报名时间"
                  rules={[{ required: true, message: MSG.lotteryTimeInvalid }]}
                >
                  <DatePicker.RangePicker
                    showTime={{ format: 'HH:mm' }}
                    format="YYYY-MM-DD HH:mm"
                  />
                </Form.Item>
                <Form.Item
                  name="draw_time"
                  label="开奖时间"
                  rules={[{ required: true, message: MSG.lotteryTimeInvalid }]}
                >
                  <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
                </Form.Item>
              </Space>
              <Form.List name="prizes">
                {(fields, { add, remove }) => (
                  <>
                    <Typography.Text strong>奖品（按顺序抽取）</Typography.Text>
                    {fields.map((f) => (
                      <Space
                        key={f.key}
                        align="start"
                        wrap
                        style={{ display: 'flex', marginTop: 8 }}
                      >
                        <Form.Item
                          name={[f.name, 'name']}
                          rules={[
                            {
                              required: true,
                              whitespace: true,
                              message: MSG.lotteryPrizeNameRequired,
                            },
                            { max: LOTTERY_LIMITS.prizeName, message: MSG.lotteryPrizeNameTooLong },
                          ]}
                        >
                          <Input placeholder="奖品名称" style={{ width: 240 }} />
                        </Form.Item>
                        <Form.Item
                          name={[f.name, 'count']}
                          rules={[{ required: true, message: MSG.lotteryPrizeCountInvalid }]}
                        >
                          <InputNumber min={1} max={LOTTERY_LIMITS.prizeCount} suffix="份" />
                        </Form.Item>
                        <Button onClick={() => remove(f.name)} disabled={fields.length <= 1}>
                          删除
                        </Button>
                      </Space>
                    ))}
                    <Button
                      onClick={() => add({ name: '', count: 1 })}
                      disabled={fields.length >= LOTTERY_LIMITS.prizes}
                      style={{ marginTop: 8 }}
                    >
                      添加奖品
                    </Button>
                  </>
                )}
              </Form.List>
            </Form>
          )}
        </>
      )}
    </Drawer>
  );
}
