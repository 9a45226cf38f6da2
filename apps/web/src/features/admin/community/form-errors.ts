import type { FormInstance } from 'antd';
import { MSG } from '@xinke/shared';
import { toast } from '../../../lib/toast';

interface Failure {
  msg?: string;
  data?: { errors?: { field?: string; message?: string }[] } | null;
}

/**
 * A refused console form: each field the server named shows its message under that field
 * (server names are the form's names); anything else is a toast.
 */
export function showFormErrors(form: FormInstance, error: unknown): void {
  const failure = (error ?? {}) as Failure;
  const fields = new Set(Object.keys(form.getFieldsValue(true) as object));
  const named = (failure.data?.errors ?? []).filter((e) => e.field && fields.has(e.field));
  if (named.length === 0) {
    toast.error(failure.msg || MSG.unknownError);
    return;
  }
  form.setFields(named.map((e) => ({ name: e.field!, errors: [e.message ?? ''] })));
}
