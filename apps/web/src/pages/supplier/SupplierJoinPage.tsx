import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Alert, Button, Form, Input, Radio, Select } from 'antd';
import {
  CONTACT_VISIBILITY,
  MAINLAND_PHONE_RE,
  MSG,
  PRODUCT_LIMITS,
  SUPPLIER_APPLICATION_STATUS,
  formatDateTime,
  supplierCategories,
  supplierJoin,
  supplierMyApplication,
  type SupplierApplication,
} from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { ImageField } from '../../features/admin/site/ImageField';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';
import { toast } from '../../lib/toast';
import styles from './Supplier.module.css';

interface JoinValues {
  company_name: string;
  contact_name: string;
  phone: string;
  contact_visible: number;
  category_ids: number[];
  licence: string;
  description: string;
}

/** The member's latest application, as a status line above (or instead of) the form. */
function ApplicationStatus({ app }: { app: SupplierApplication }) {
  const when = formatDateTime(app.create_time);
  if (app.status === SUPPLIER_APPLICATION_STATUS.pending)
    return (
      <Alert
        type="info"
        showIcon
        data-testid="supplier-application-status"
        message="申请审核中"
        description={`你在 ${when} 提交的「${app.company_name}」入驻申请正在审核，结果会以系统消息通知你。`}
      />
    );
  if (app.status === SUPPLIER_APPLICATION_STATUS.approved)
    return (
      <Alert
        type="success"
        showIcon
        data-testid="supplier-application-status"
        message="申请已通过"
        description={
          <>
            「{app.company_name}」已入驻。
            {app.supplier_id && (
              <Link to={`/app/new-version/supplierDetail/${app.supplier_id}`}>查看供应商页</Link>
            )}
            如需修改资料，可以重新提交申请。
          </>
        }
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="supplier-application-status"
      message="申请未通过"
      description={`原因：${app.reason}。修改后可以重新提交。`}
    />
  );
}

const phoneRule = {
  validator: (_: unknown, v: string | undefined) => {
    const value = (v ?? '').trim();
    if (!value) return Promise.reject(new Error(MSG.phoneRequired));
    return MAINLAND_PHONE_RE.test(value)
      ? Promise.resolve()
      : Promise.reject(new Error(MSG.phoneInvalid));
  },
};

/**
 * /app/new-version/supplierJoin (auth, docs/products.md): the supplier application. One
 * pending application per member; while it is pending the page shows its status instead
 * of the form. The licence is uploaded through the common image upload (checked by content).
 */
export default function SupplierJoinPage() {
  const { openLoginDialog } = useLoginDialog();
  // SPEC §2 routes the page publicly; applying needs a member (the server refuses a visitor).
  if (!hasToken())
    return (
      <div className={styles.page} data-testid="supplier-join-page">
        <h1 className={styles.title}>供应商入驻</h1>
        <p className={styles.muted}>登录后即可提交入驻申请，审核结果会以系统消息通知你。</p>
        <Button type="primary" onClick={openLoginDialog}>
          登录后申请
        </Button>
      </div>
    );
  return <JoinForm />;
}

function JoinForm() {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<JoinValues>();
  const mine = useQuery({
    queryKey: ['supplier', 'mine'],
    queryFn: () => api(supplierMyApplication),
  });
  const categories = useQuery({
    queryKey: ['supplier', 'categories'],
    queryFn: () => api(supplierCategories),
  });
  const send = useMutation({
    mutationFn: (body: JoinValues) => api(supplierJoin, body),
    onSuccess: (app) => {
      toast.success(MSG.supplierApplicationSent);
      queryClient.setQueryData(['supplier', 'mine'], app);
    },
  });
  if (mine.isError || categories.isError)
    return <ErrorView onRetry={() => void Promise.all([mine.refetch(), categories.refetch()])} />;
  if (mine.isPending || categories.isPending) return <div className={styles.page} />;
  const app = mine.data;
  const pending = app?.status === SUPPLIER_APPLICATION_STATUS.pending;
  return (
    <div className={styles.page} data-testid="supplier-join-page">
      <h1 className={styles.title}>供应商入驻</h1>
      <p className={styles.muted}>
        PCB 打样、SMT 贴片、元器件、3D
        打印、外壳加工等服务商都可以申请入驻，通过审核后会出现在供应商列表中。
      </p>
      {app && <ApplicationStatus app={app} />}
      {!pending && (
        <Form<JoinValues>
          form={form}
          layout="vertical"
          className={styles.form}
          style={{ marginTop: 16 }}
          initialValues={{ contact_visible: CONTACT_VISIBILITY.hidden, category_ids: [] }}
          onFinish={(v) => send.mutate({ ...v, phone: v.phone.trim() })}
        >
          <Form.Item
            name="company_name"
            label="公司名称"
            rules={[
              { required: true, whitespace: true, message: MSG.companyNameRequired },
              { max: PRODUCT_LIMITS.companyName, message: MSG.companyNameTooLong },
            ]}
          >
            <Input placeholder="与营业执照一致" />
          </Form.Item>
          <Form.Item
            name="contact_name"
            label="联系人"
            rules={[
              { required: true, whitespace: true, message: MSG.contactNameRequired },
              { max: PRODUCT_LIMITS.contactName, message: MSG.contactNameTooLong },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="phone"
            label="手机号"
            rules={[phoneRule]}
            validateTrigger={['onBlur', 'onSubmit']}
          >
            <Input inputMode="numeric" maxLength={11} />
          </Form.Item>
          <Form.Item name="contact_visible" label="电话是否在供应商页公开">
            <Radio.Group
              options={[
                { value: CONTACT_VISIBILITY.shown, label: '公开' },
                { value: CONTACT_VISIBILITY.hidden, label: '不公开（只给审核人员看）' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="category_ids"
            label="供应分类"
            rules={[
              { required: true, type: 'array', min: 1, message: MSG.supplierCategoriesRequired },
              {
                type: 'array',
                max: PRODUCT_LIMITS.categoriesPerSupplier,
                message: MSG.supplierCategoriesTooMany,
              },
            ]}
          >
            <Select
              mode="multiple"
              aria-label="供应分类"
              placeholder="最多选 5 个"
              options={categories.data.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
          <Form.Item
            name="licence"
            label="营业执照"
            rules={[{ required: true, message: MSG.licenceRequired }]}
          >
            <ImageField label="营业执照" />
          </Form.Item>
          <Form.Item
            name="description"
            label="公司介绍"
            rules={[
              { required: true, whitespace: true, message: MSG.supplierDescriptionRequired },
              { max: PRODUCT_LIMITS.supplierDescription, message: MSG.supplierDescriptionTooLong },
            ]}
          >
            <Input.TextArea
              rows={5}
              showCount
              maxLength={PRODUCT_LIMITS.supplierDescription}
              placeholder="主营业务、产能、交期等"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            提交申请
          </Button>
        </Form>
      )}
    </div>
  );
}
