import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@xinke/shared';
import { BomEditor } from './BomEditor';
import { bomRowErrors, type BomDraft, type BomRowErrors } from './bom-rows';

/** The editor as the form holds it: rows in state, each row's errors as the form shows them. */
function Harness({ check = false }: { check?: boolean }) {
  const [rows, setRows] = useState<BomDraft[]>([]);
  const errors: Record<string, BomRowErrors> = check
    ? Object.fromEntries(rows.map((r) => [r.key, bomRowErrors(r)]))
    : {};
  return (
    <>
      <BomEditor rows={rows} errors={errors} onChange={setRows} />
      <output data-testid="rows">{JSON.stringify(rows.map(({ key: _k, ...r }) => r))}</output>
    </>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const total = () => screen.getByTestId('bom-editor-total').textContent;

describe('BomEditor', () => {
  it('adds rows, totals quantity × price in 元, removes a row from the middle', () => {
    render(<Harness />);
    expect(screen.queryAllByTestId('bom-row')).toHaveLength(0);
    expect(total()).toBe('合计 ¥0.00');

    for (let i = 0; i < 3; i += 1) fireEvent.click(screen.getByTestId('bom-add'));
    expect(screen.getAllByTestId('bom-row')).toHaveLength(3);
    type('物料 1 物料', 'ESP32-S3');
    type('物料 1 数量', '2');
    type('物料 1 单价（元）', '23.5');
    type('物料 2 物料', 'AMS1117');
    type('物料 2 单价（元）', '0.35');
    type('物料 3 物料', 'BME280');
    type('物料 3 数量', '4');
    type('物料 3 单价（元）', '9.9');
    expect(total()).toBe('合计 ¥86.95');

    fireEvent.click(screen.getByRole('button', { name: '删除物料 2' }));
    expect(screen.getAllByTestId('bom-row')).toHaveLength(2);
    // The third row moved up whole: the removed one was the middle one.
    expect((screen.getByLabelText('物料 2 物料') as HTMLInputElement).value).toBe('BME280');
    expect((screen.getByLabelText('物料 2 数量') as HTMLInputElement).value).toBe('4');
    expect(total()).toBe('合计 ¥86.60');
    expect(JSON.parse(screen.getByTestId('rows').textContent ?? '')).toEqual([
      { part_name: 'ESP32-S3', quantity: '2', price: '23.5', supplier_url: '' },
      { part_name: 'BME280', quantity: '4', price: '9.9', supplier_url: '' },
    ]);
  });

  it('a half-typed price counts nothing in the total and keeps what was typed', () => {
    render(<Harness />);
    fireEvent.click(screen.getByTestId('bom-add'));
    type('物料 1 单价（元）', '12.');
    expect((screen.getByLabelText('物料 1 单价（元）') as HTMLInputElement).value).toBe('12.');
    expect(total()).toBe('合计 ¥0.00');
  });

  it('shows each row’s errors under its own fields, in the shared messages', () => {
    render(<Harness check />);
    fireEvent.click(screen.getByTestId('bom-add'));
    type('物料 1 数量', '0');
    type('物料 1 单价（元）', '1.234');
    type('物料 1 供应商链接', 'taobao');
    const rowEl = screen.getByTestId('bom-row');
    expect(within(rowEl).getByText(MSG.projectBomPartRequired)).toBeTruthy();
    expect(within(rowEl).getByText(MSG.projectBomQuantityInvalid)).toBeTruthy();
    expect(within(rowEl).getByText(MSG.projectBomPriceYuanInvalid)).toBeTruthy();
    expect(within(rowEl).getByText(MSG.projectBomUrlInvalid)).toBeTruthy();
    type('物料 1 物料', 'R1');
    expect(within(rowEl).queryByText(MSG.projectBomPartRequired)).toBeNull();
  });
});
