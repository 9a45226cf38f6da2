import { describe, expect, it } from 'vitest';
import { MSG, OCCUPATION, PROJECT_LIMITS, ZProjectInput } from '@xinke/shared';
import { bomTotalFen, fenToYuanText, newBomRow, yuanToFen, type BomDraft } from './bom-rows';
import {
  emptyProjectForm,
  isEmptyProjectForm,
  toProjectInput,
  validateProjectForm,
  type ProjectFormValues,
} from './project-form';

const row = (over: Partial<BomDraft>): BomDraft => ({ ...newBomRow(), ...over });
const VALID: ProjectFormValues = {
  ...emptyProjectForm(),
  title: '桌面气象站',
  body: '<p>ESP32-S3 + BME280</p>',
  ownerLabel: OCCUPATION.engineer,
  bom: [
    row({ part_name: 'ESP32-S3-WROOM-1', quantity: '2', price: '23.5' }),
    row({ part_name: 'BME280', quantity: '1', price: '0.29', supplier_url: 'https://lcsc.com' }),
  ],
};

/** What the contract says of the body the form would send: its first message, or null. */
function contractSays(values: ProjectFormValues): string | null {
  const parsed = ZProjectInput.safeParse(toProjectInput(values, 1));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

describe('yuan in the form, fen on the wire', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['0.29', 29],
    [' 0.01 ', 1],
    ['1000000', PROJECT_LIMITS.unitPriceMax],
  ])('%s 元 → %i 分', (text, fen) => expect(yuanToFen(text)).toBe(fen));

  it.each(['', '-1', '1.234', 'abc', '1e3', '1000000.01', '12.'])('%s is not a price', (text) =>
    expect(yuanToFen(text)).toBeNull(),
  );

  it('a stored price comes back with its two decimals', () => {
    expect(fenToYuanText(1250)).toBe('12.50');
    expect(fenToYuanText(29)).toBe('0.29');
  });

  it('the total is Σ quantity × price over the readable rows', () => {
    expect(bomTotalFen(VALID.bom)).toBe(2 * 2350 + 29);
    expect(bomTotalFen([...VALID.bom, row({ quantity: '3', price: '1.2.' })])).toBe(4729);
  });
});

describe('the form says what the contract (ZProjectInput) would say, before sending', () => {
  it('a valid form sends a body the contract takes, prices in 分, blank rows left out', () => {
    const values = { ...VALID, bom: [...VALID.bom, newBomRow()] };
    expect(validateProjectForm(values)).toEqual({});
    const input = toProjectInput(values, 0);
    expect(input.bom).toEqual([
      { part_name: 'ESP32-S3-WROOM-1', quantity: 2, unit_price: 2350, supplier_url: '' },
      { part_name: 'BME280', quantity: 1, unit_price: 29, supplier_url: 'https://lcsc.com' },
    ]);
    expect(input.publish).toBe(0);
    expect(contractSays(values)).toBeNull();
  });

  it.each<[string, Partial<ProjectFormValues>, string, string]>([
    ['no title', { title: '  ' }, 'title', MSG.projectTitleRequired],
    ['a long title', { title: '字'.repeat(41) }, 'title', MSG.projectTitleTooLong],
    ['a long summary', { summary: '字'.repeat(201) }, 'summary', MSG.projectSummaryTooLong],
    ['no occupation label', { ownerLabel: undefined }, 'ownerLabel', MSG.projectOccupationInvalid],
  ])('%s', (_name, patch, field, message) => {
    const values = { ...VALID, ...patch };
    expect(validateProjectForm(values)).toEqual({ [field]: message });
    expect(contractSays(values)).toBe(message);
  });

  it('an empty body (the editor’s empty paragraph) is no body', () => {
    expect(validateProjectForm({ ...VALID, body: '<p></p>' })).toEqual({
      body: MSG.projectBodyRequired,
    });
  });

  it.each<[string, Partial<BomDraft>, string, string]>([
    ['no part', { part_name: ' ' }, 'part_name', MSG.projectBomPartRequired],
    ['a long part', { part_name: 'x'.repeat(81) }, 'part_name', MSG.projectBomPartTooLong],
    ['quantity 0', { quantity: '0' }, 'quantity', MSG.projectBomQuantityInvalid],
    ['quantity 1.5', { quantity: '1.5' }, 'quantity', MSG.projectBomQuantityInvalid],
    ['a huge quantity', { quantity: '100001' }, 'quantity', MSG.projectBomQuantityInvalid],
    ['an ftp link', { supplier_url: 'ftp://x.cn' }, 'supplier_url', MSG.projectBomUrlInvalid],
  ])('a BOM row with %s', (_name, patch, field, message) => {
    const bad = row({ part_name: 'R1', quantity: '1', price: '0.1', ...patch });
    const values = { ...VALID, bom: [bad] };
    expect(validateProjectForm(values)).toEqual({ bomRows: { [bad.key]: { [field]: message } } });
    expect(contractSays(values)).toBe(message);
  });

  it('a price the form cannot read says so in 元 (the contract would see 0 分 sent)', () => {
    const bad = row({ part_name: 'R1', price: '0.001' });
    expect(validateProjectForm({ ...VALID, bom: [bad] })).toEqual({
      bomRows: { [bad.key]: { price: MSG.projectBomPriceYuanInvalid } },
    });
  });

  it('more rows or files than the contract takes', () => {
    const rows = Array.from({ length: PROJECT_LIMITS.bomRows + 1 }, () =>
      row({ part_name: 'R', price: '0.01' }),
    );
    expect(validateProjectForm({ ...VALID, bom: rows }).bom).toBe(MSG.projectBomTooMany);
    expect(contractSays({ ...VALID, bom: rows })).toBe(MSG.projectBomTooMany);
    const files = Array.from({ length: PROJECT_LIMITS.files + 1 }, (_, i) => ({
      id: i + 1,
      kind: 3,
      name: `fw${i}.bin`,
      size: 10,
      type: 'bin',
    }));
    expect(validateProjectForm({ ...VALID, files }).files).toBe(MSG.projectFilesTooMany);
    expect(contractSays({ ...VALID, files })).toBe(MSG.projectFilesTooMany);
  });

  it('a form with only an untouched BOM row is still empty (nothing to lose)', () => {
    expect(isEmptyProjectForm({ ...emptyProjectForm(), bom: [newBomRow()] })).toBe(true);
    expect(isEmptyProjectForm({ ...emptyProjectForm(), title: '灯' })).toBe(false);
  });
});
