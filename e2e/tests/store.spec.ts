import { expect, test } from './helpers/test';
import { memberBrowsers } from './helpers/members';
import { apiPost, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/*
 * The store (docs/store.md): a member buys a good, adds an address, pays with the dev
 * sandbox (开发沙箱支付 → 确认支付), lands on pay-success and sees the order 待发货 (paid) in
 * 我的订单; an admin ships it in the console with a tracking number, and the member sees
 * 已发货; the member asks for a refund, the admin refuses it with a reply, and the member
 * reads the reply on the order, back to 已发货.
 */
const PHONE_PREFIX = '185';
let admin: Session;
let member: Session;
const people = memberBrowsers();
const TITLE = `测试开发板${Date.now() % 100000}`;

test.beforeAll(async ({ request }) => {
  admin = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  member = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await apiPost(request, '/dev/staff_role', { user_id: admin.id, role: 'admin' });
  await apiPost(
    request,
    '/web/admin/store/goods/create',
    { title: TITLE, cover: '/uploads/images/none.webp', price: 4990, stock: 3 },
    { authorization: admin.token },
  );
});
test.afterAll(() => people.closeAll());
test.describe.configure({ timeout: 120_000 });

test('a member buys with the dev sandbox and sees the order paid; an admin ships it', async ({
  browser,
}) => {
  const page = await people.open(browser, member);
  await page.goto('/app/new-version/research/goods');
  await page.getByTestId('goods-card').filter({ hasText: TITLE }).click();
  await page.getByRole('button', { name: '立即购买' }).click();
  await page.getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByLabel('收货人').fill('王工');
  await dialog.getByLabel('手机号').fill('12345');
  await dialog.getByLabel('所在地区').click();
  await expect(dialog.getByText('手机号格式有误')).toBeVisible();
  await dialog.getByLabel('手机号').fill('13912345678');
  await dialog.getByLabel('所在地区').fill('广东省 深圳市 南山区');
  await dialog.getByLabel('详细地址').fill('科技园南区 3 栋 502');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('王工 13912345678')).toBeVisible();
  await expect(page.getByText('¥49.90').last()).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();

  await expect(page.getByText('收银台')).toBeVisible();
  await page.getByRole('radio', { name: '开发沙箱支付' }).check();
  await page.getByRole('button', { name: '去支付' }).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
  await page.getByRole('button', { name: '查看我的订单' }).click();
  const card = page.getByTestId('order-card').filter({ hasText: TITLE });
  await expect(card.getByText('待发货')).toBeVisible();

  const console = await people.open(browser, admin);
  await console.goto('/app/admin/orders');
  const row = console.getByRole('row').filter({ hasText: TITLE });
  await row.getByRole('button', { name: '发货' }).click();
  const ship = console.getByRole('dialog');
  await ship.getByLabel('快递公司').fill('顺丰速运');
  await ship.getByLabel('快递单号').fill('SF1452000001');
  await ship.getByRole('button', { name: '保存' }).click();
  await expect(row.getByText('已发货')).toBeVisible();

  await page.reload();
  await expect(card.getByText('已发货')).toBeVisible();
  await expect(card.getByText('顺丰速运 SF1452000001')).toBeVisible();

  await card.getByRole('button', { name: '申请退款' }).click();
  const ask = page.getByRole('dialog', { name: '申请退款' });
  await ask.getByPlaceholder('请填写退款原因').fill('收到的板子少了排针');
  await ask.getByRole('button', { name: '提交' }).click();
  await expect(card.getByText('退款中')).toBeVisible();

  await console.reload();
  await row.getByRole('button', { name: '拒绝退款' }).click();
  const refuse = console.getByRole('dialog', { name: /拒绝退款/ });
  await expect(refuse).toContainText('收到的板子少了排针');
  await refuse.getByRole('button', { name: '确认拒绝' }).click();
  await expect(refuse.getByText('请填写拒绝退款的说明，买家会看到')).toBeVisible();
  await refuse.getByLabel('拒绝说明').fill('排针已补寄，单号 SF1452000002');
  await refuse.getByRole('button', { name: '确认拒绝' }).click();
  await expect(row.getByText('已发货')).toBeVisible();

  await page.reload();
  await expect(card.getByText('已发货')).toBeVisible();
  await expect(card.getByTestId('refund-reply')).toHaveText(
    '退款申请未通过：排针已补寄，单号 SF1452000002',
  );
});
