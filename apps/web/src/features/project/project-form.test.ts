import { describe, expect, it } from 'vitest';
import { MSG, PROJECT_LIMITS } from '@xinke/shared';
import { bomRowErrors, bomTotalFen, newBomRow, toBomRows, yuanToFen } from './bom-rows';
import {
  emptyProjectForm,
  isEmptyProjectForm,
  toProjectInput,
  validateProjectForm,
} from './project-form';

/* projectAdd's rules before anything is sent (docs/project.md): prices in 元 to 分, rows, the form. */

const row = (part_name: string, quantity: string, price: string, supplier_url = '') => ({
  ...newBomRow(),
  part_name,
  quantity,
  price,
  supplier_url,
});

describe('BOM rows', () => {
  it('reads 元 as 分 exactly, with at most two decimals and within the limit', () => {
    expect(yuanToFen('23.5')).toBe(2350);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen(' 7.80 ')).toBe(780);
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(yuanToFen('一元')).toBeNull();
    expect(yuanToFen(String(PROJECT_LIMITS.unitPriceMax / 100 + 1))).toBeNull();
  });

  it('names what is wrong in a row, in the contract’s words', () => {
    expect(bomRowErrors(row('', '0', 'abc', 'ftp://x'))).toEqual({
      part_name: MSG.projectBomPartRequired,
      quantity: MSG.projectBomQuantityInvalid,
      price: MSG.projectBomPriceYuanInvalid,
      supplier_url: MSG.projectBomUrlInvalid,
    });
    expect(bomRowErrors(row('ESP32-S3', '2', '23.5', 'https://item.szlcsc.com/1.html'))).toEqual(
      {},
    );
  });

  it('sends the written rows in 分, leaves a blank 添加物料 out, and totals quantity × price', () => {
    const rows = [row('ESP32-S3', '1', '23.5'), newBomRow(), row('SHT40', '2', '7.8')];
    expect(toBomRows(rows)).toEqual([
      { part_name: 'ESP32-S3', quantity: 1, unit_price: 2350, supplier_url: '' },
      { part_name: 'SHT40', quantity: 2, unit_price: 780, supplier_url: '' },
    ]);
    expect(bomTotalFen(rows)).toBe(2350 + 2 * 780);
    expect(bomTotalFen([row('half', '3', '1.')])).toBe(0);
  });
});

describe('the project form', () => {
  it('refuses an empty form with the title, body and label messages', () => {
    const errors = validateProjectForm(emptyProjectForm());
    expect(errors).toMatchObject({
      title: MSG.projectTitleRequired,
      body: MSG.projectBodyRequired,
      ownerLabel: MSG.projectOccupationInvalid,
    });
    expect(isEmptyProjectForm(emptyProjectForm())).toBe(true);
  });

  it('marks the bad BOM row by its key and builds the input once it is fixed', () => {
    const bad = row('SHT40', 'x', '7.8');
    const values = {
      ...emptyProjectForm(),
      title: '  桌面气象站 ',
      body: '<p>墨水屏显示温湿度。</p>',
      ownerLabel: 1,
      bom: [bad],
    };
    expect(validateProjectForm(values).bomRows).toEqual({
      [bad.key]: { quantity: MSG.projectBomQuantityInvalid },
    });
    const fixed = { ...values, bom: [{ ...bad, quantity: '2' }] };
    expect(validateProjectForm(fixed)).toEqual({});
    expect(toProjectInput(fixed, 1)).toMatchObject({
      title: '桌面气象站',
      owner_label: 1,
      bom: [{ part_name: 'SHT40', quantity: 2, unit_price: 780 }],
      publish: 1,
    });
  });
});
