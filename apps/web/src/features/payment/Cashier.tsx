import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Radio, Result, Skeleton, Space, Typography } from 'antd';
import {
  ORDER_STATE,
  PAY_PROVIDER,
  STORE_MSG,
  WECHAT_PAY_RETURN_PARAM,
  formatDateTime,
  type Payment,
} from '@xinke/shared';
import { openExternal } from '../../lib/navigation';
import { toast } from '../../lib/toast';
import { OrderSummary } from './OrderSummary';
import { payChannel, useOrder, useProviders, useStartPayment, useWechatPayOauth } from './queries';
import { inWechatBrowser, invokeWechatPay } from './wechat-jsapi';

const base = '/app/new-version/research/laboratory/pay';

/** Why a provider cannot be chosen here (inside WeChat), or undefined. */
function unavailableInWechat(p: { value: string; jsapi: boolean }): string | undefined {
  if (p.value === PAY_PROVIDER.alipay) return '微信内无法打开支付宝，请在浏览器中打开本页';
  if (p.value === PAY_PROVIDER.wechat && !p.jsapi) return '暂未开通微信内支付';
  return undefined;
}

const failureMsg = (err: unknown) =>
  typeof err === 'object' && err !== null && 'msg' in err ? String(err.msg) : '';

/**
 * 收银台 for order `orderId`: choose 微信支付 / 支付宝 / 开发沙箱支付. WeChat and the sandbox
 * continue on the QR page, Alipay on its page (its phone flow opens Alipay's own page).
 * Inside WeChat's browser, WeChat Pay opens WeChat's own pay sheet (JSAPI); the first time,
 * the buyer goes through the 公众号's silent OAuth and comes back here with `?wxpay=ok`,
 * which carries on paying.
 */
export function Cashier({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const order = useOrder(orderId);
  const providers = useProviders();
  const start = useStartPayment();
  const oauth = useWechatPayOauth();
  const [provider, setProvider] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const wechat = inWechatBrowser();
  const usable = (providers.data ?? []).filter((p) => !wechat || !unavailableInWechat(p));
  // In WeChat, WeChat Pay is what the buyer came to use.
  const preferred = wechat ? usable.find((p) => p.value === PAY_PROVIDER.wechat) : undefined;
  const chosen = provider ?? (preferred ?? usable[0])?.value;
  const returned = params.get(WECHAT_PAY_RETURN_PARAM);
  const resumed = useRef(false);

  const payInWechat = async (p: Payment) => {
    if (!p.jsapi) return;
    const outcome = await invokeWechatPay(p.jsapi);
    if (outcome === 'ok') void navigate(`${base}/wechat/${orderId}/${p.id}`);
    else if (outcome === 'cancel') setNotice('已取消付款，订单仍保留，可重新付款');
    else setNotice('微信支付未能打开，请重试或换一种支付方式');
  };

  const pay = async (name: string | undefined) => {
    if (!name) return;
    setNotice(undefined);
    let p: Payment;
    try {
      p = await start.mutateAsync({ orderId, provider: name });
    } catch (err) {
      if (payChannel(name) !== 'jsapi') return; // the http client has shown it
      const msg = failureMsg(err);
      if (msg === STORE_MSG.wechatAuthRequired) {
        const { url } = await oauth.mutateAsync(location.pathname);
        openExternal(url);
      } else toast.error(msg || STORE_MSG.providerFailed);
      return;
    }
    if (p.jsapi) await payInWechat(p);
    else if (p.provider === PAY_PROVIDER.wechat && p.pay_url) openExternal(p.pay_url);
    else if (p.provider === PAY_PROVIDER.alipay) void navigate(`${base}/ali/${orderId}/${p.id}`);
    else void navigate(`${base}/wechat/${orderId}/${p.id}`);
  };

  const payable = order.data?.state === ORDER_STATE.created;
  // Back from the 公众号 OAuth: the openid is kept, so WeChat Pay can open at once.
  useEffect(() => {
    if (!returned || !payable || resumed.current) return;
    resumed.current = true;
    const rest = new URLSearchParams(params);
    rest.delete(WECHAT_PAY_RETURN_PARAM);
    setParams(rest, { replace: true });
    if (returned === 'ok') void pay(PAY_PROVIDER.wechat);
    else setNotice('微信授权未完成，请重试或换一种支付方式');
    // pay is this render's closure; running once on return is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned, payable]);

  if (order.isLoading || providers.isLoading) return <Skeleton active />;
  if (!order.data) return <Result status="404" title="订单不存在" />;
  if (!payable) return <Result status="info" title={`订单${order.data.state_text}`} />;

  return (
    <Card title="收银台" style={{ maxWidth: 560, margin: '0 auto' }}>
      <OrderSummary order={order.data} />
      <Alert
        style={{ margin: '16px 0' }}
        type="warning"
        showIcon
        message={`请在 ${formatDateTime(order.data.pay_deadline)} 前完成支付，超时订单将自动取消`}
      />
      {notice && <Alert style={{ marginBottom: 16 }} type="info" showIcon message={notice} />}
      <Radio.Group value={chosen} onChange={(e) => setProvider(String(e.target.value))}>
        <Space direction="vertical">
          {(providers.data ?? []).map((p) => {
            const why = wechat ? unavailableInWechat(p) : undefined;
            return (
              <Radio key={p.value} value={p.value} disabled={!!why}>
                {p.label}
                {why && <Typography.Text type="secondary">（{why}）</Typography.Text>}
              </Radio>
            );
          })}
        </Space>
      </Radio.Group>
      <Button
        type="primary"
        block
        size="large"
        style={{ marginTop: 16 }}
        loading={start.isPending || oauth.isPending}
        disabled={!chosen}
        onClick={() => void pay(chosen)}
      >
        去支付
      </Button>
    </Card>
  );
}
