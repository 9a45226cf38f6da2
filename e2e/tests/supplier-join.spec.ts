import { expect, test } from './helpers/test';
import { chooseSelectOption } from './helpers/menu';
import { memberBrowsers } from './helpers/members';
import { makePng } from './helpers/png';
import { apiPost, freshPhone, smsLoginViaApi, type Session } from './helpers/session';

/*
 * Suppliers (docs/products.md): a member applies with a licence image, an admin approves
 * the application in the console, the supplier appears in the public list and the member
 * finds the system message.
 */
const PHONE_PREFIX = '176';
let admin: Session;
let member: Session;
const people = memberBrowsers();
const CATEGORY = `测试贴片${Date.now() % 10000}`;
const COMPANY = `苏州测试电子有限公司${Date.now() % 100000}`;

test.beforeAll(async ({ request }) => {
  admin = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  member = await smsLoginViaApi(request, freshPhone(PHONE_PREFIX));
  await apiPost(request, '/dev/staff_role', { user_id: admin.id, role: 'admin' });
  await apiPost(
    request,
    '/web/admin/supplier_category/create',
    { name: CATEGORY },
    {
      authorization: admin.token,
    },
  );
});
test.afterAll(() => people.closeAll());
test.describe.configure({ timeout: 120_000 });

test('a member applies with a licence, an admin approves, the supplier is listed and the member is told', async ({
  browser,
}) => {
  const page = await people.open(browser, member);
  await page.goto('/app/new-version/supplierJoin');
  const form = page.getByTestId('supplier-join-page');
  await form.getByLabel('公司名称').fill(COMPANY);
  await form.getByLabel('联系人').fill('王工');
  // A bad phone is refused in Chinese before anything is sent (SPEC §5).
  await form.getByLabel('手机号').fill('12345678901');
  await form.getByLabel('联系人').click();
  await expect(form.getByText('手机号格式有误')).toBeVisible();
  await form.getByLabel('手机号').fill('13912345678');
  await chooseSelectOption(page, form.getByLabel('供应分类'), CATEGORY);
  await form.getByTestId('site-image-input').setInputFiles({
    name: 'licence.png',
    mimeType: 'image/png',
    buffer: makePng(400, 300),
  });
  await expect(form.getByRole('img', { name: '营业执照' })).toHaveAttribute(
    'src',
    /^\/uploads\/images\/.+\.webp$/,
  );
  await form.getByLabel('公司介绍').fill('小批量 SMT 贴片，一片起贴，支持 BGA 焊接。');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('supplier-application-status')).toContainText('申请审核中');

  // The admin approves it in the console's queue.
  const console = await people.open(browser, admin);
  await console.goto('/app/admin/supplier-applications');
  const row = console
    .getByTestId('admin-supplier-applications')
    .getByRole('row')
    .filter({ hasText: COMPANY });
  await row.getByRole('button', { name: `通过 ${COMPANY}` }).click();
  await expect(row.getByText('已通过')).toBeVisible();

  // Anyone finds it in the list, under its category.
  await page.goto('/app/new-version/supplier');
  await page.getByRole('group', { name: '供应商分类' }).getByText(CATEGORY).click();
  const card = page.getByTestId('supplier-card').filter({ hasText: COMPANY });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { name: COMPANY })).toBeVisible();
  await expect(page.getByText('供应商未公开电话')).toBeVisible();

  // The member has the system message, and the join page shows the approval.
  await page.goto('/app/new-version/message/system');
  await expect(page.getByText('供应商入驻申请已通过', { exact: true })).toBeVisible();
  await page.goto('/app/new-version/supplierJoin');
  await expect(page.getByTestId('supplier-application-status')).toContainText('申请已通过');
});
