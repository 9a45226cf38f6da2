import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens an antd dropdown by its trigger and chooses one item. antd's menu opens with a zoom
 * animation that starts a frame after it is shown: a click landing while it scales can press
 * the item (it takes focus) and release beside it, so no click fires and the menu stays
 * open. Seen in loaded CI runs on the chat's 撤回/删除. So: wait for the menu's animations to
 * finish, click, and only if the menu is still open afterwards (the click was lost), click
 * again; an item that acted closes the menu, so an action never runs twice.
 */
export async function chooseMenuItem(page: Page, trigger: Locator, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await expect(async () => {
    if (!(await item.isVisible())) await trigger.click();
    await expect(item).toBeVisible({ timeout: 2_000 });
    await item.evaluate((el) =>
      Promise.all(
        (el.closest('.ant-dropdown') ?? el)
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished),
      ),
    );
    await item.click({ timeout: 2_000 });
    await expect(item).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Chooses `text` in an antd Select (`select`: the field's combobox or its label target).
 * The options list opens with the same zoom as a menu, so a click can be lost the same way:
 * wait out the animations, click the option, and try again until the field shows the choice.
 */
export async function chooseSelectOption(page: Page, select: Locator, text: string): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const option = dropdown.locator('.ant-select-item-option').filter({ hasText: text }).first();
  /** What the field shows as chosen (its .ant-select box's text). */
  const shown = () =>
    select.evaluate((el) => (el.closest('.ant-select') as HTMLElement | null)?.innerText ?? '');
  await expect(async () => {
    if (!(await option.isVisible())) await select.click();
    await expect(option).toBeVisible({ timeout: 2_000 });
    await option.evaluate((el) =>
      Promise.all(
        (el.closest('.ant-select-dropdown') ?? el)
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished),
      ),
    );
    await option.click({ timeout: 2_000 });
    await expect.poll(shown, { timeout: 2_000 }).toContain(text);
  }).toPass({ timeout: 15_000 });
}

/**
 * Presses a button of an antd confirm dialog or popconfirm (`container`). They open with the
 * same zoom as a menu, so a click during the animation can be lost the same way: wait out
 * the animations, click, and press again only while the container is still open (a press
 * that acted closes it, so the action never runs twice).
 */
export async function pressInDialog(container: Locator, name: RegExp | string): Promise<void> {
  const button = container.getByRole('button', { name });
  await expect(async () => {
    await expect(button).toBeVisible({ timeout: 2_000 });
    await button.evaluate((el) =>
      Promise.all(
        (el.closest('.ant-modal-wrap, .ant-popover') ?? el)
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished),
      ),
    );
    await button.click({ timeout: 2_000 });
    await expect(button).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
