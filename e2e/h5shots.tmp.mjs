import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3405';
const phone = '13900' + String(Date.now()).slice(-6);
const post = async (path, body) => (await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
await post('/web/sms_code', { phone });
const outbox = await (await fetch(`${base}/dev/outbox?to=${phone}`)).json();
const text = JSON.stringify(outbox);
const code = text.match(/(\d{6})/g).pop();
const login = await post('/web/sms_code_login', { phone, code });
const s = login.data;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1280, 375]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN' });
  await ctx.addCookies([
    { name: 'Authorization', value: s.token, url: base },
    { name: 'xinke-id', value: String(s.id), url: base },
  ]);
  await ctx.addInitScript(() => sessionStorage.setItem('xinke.signin-popup-closed', new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())));
  const page = await ctx.newPage();
  for (const [name, path] of [['feed', '/app/new-version/featured?tag=recommend'], ['creation', '/app/new-version/creation-center/home'], ['usercenter', '/app/new-version/user-center/home']]) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/h5shots/${name}-${width}.png` });
  }
  await ctx.close();
}
await browser.close();
console.log('shots ok');
