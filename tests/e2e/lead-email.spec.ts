/**
 * What the dealer receives (issue 20): the served site's SMTP catcher shows each lead email at
 * /_dev/inbox on the site's own origin. An enquiry sent from a vehicle page is there within 2 s,
 * as a readable email (rendered, with the car's photo and a reply-to the shopper) and as ADF/XML.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { fixtureSites } from '../../playwright.config';
import { fillContact, submitToSuccess, uniqueEmail } from './forms-helpers';
import { gotoVehicle, siteUrl } from './helpers';

interface InboxEntry {
  id: number;
  to: string[];
  subject: string;
  format: 'readable' | 'adf-xml';
  receivedAt: string;
}

test('an enquiry from a vehicle page is in /_dev/inbox within 2 s, readable and as ADF', async ({ page }) => {
  const email = uniqueEmail('inbox');
  await gotoVehicle(page, siteUrl('fixture-franchise', '/cars/2026-toyota-hilux-sr5-1001/'));
  const form = page.locator('#vehicle-enquiry');
  await fillContact(page, email, form);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Comments').fill('Can I see it on Saturday?');
  let answeredAt = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/leads') && response.request().method() === 'POST') answeredAt = Date.now();
  });
  const leadId = await submitToSuccess(page, () => form.getByRole('button', { name: 'Submit' }).click());

  // Each caught message's page is read, to find the two carrying this lead's id (the raw body may be quoted-printable).
  const mine = async (): Promise<InboxEntry[]> => {
    const { messages } = (await (await page.request.get(siteUrl('fixture-franchise', '/_dev/inbox.json'))).json()) as {
      messages: InboxEntry[];
    };
    const pages = await Promise.all(
      messages.map(async (m) => (await page.request.get(siteUrl('fixture-franchise', `/_dev/inbox/${m.id}`))).text()),
    );
    return messages.filter((_, i) => pages[i]!.includes(leadId));
  };
  await expect
    .poll(async () => (await mine()).map((m) => m.format).sort(), { intervals: [100] })
    .toEqual(['adf-xml', 'readable']);
  const caught = await mine();
  // The catcher stamps each message as it arrives (same machine, same clock): within 2 s of the shopper's answer.
  for (const m of caught) expect(Date.parse(m.receivedAt) - answeredAt).toBeLessThan(2000);
  const readable = caught.find((m) => m.format === 'readable')!;
  const adf = caught.find((m) => m.format === 'adf-xml')!;
  expect(readable.to).toEqual(['sales@fixture-franchise.example']);
  expect(adf.to).toEqual(['leads@crm.fixture-franchise.example']);

  await page.goto(siteUrl('fixture-franchise', '/_dev/inbox'));
  await page.locator(`a[href="/_dev/inbox/${readable.id}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Enquiry from Ann: 2026 Toyota HiLux SR5 (Fixture Toyota)',
  );
  await expect(page.getByRole('row', { name: /Reply-To/ })).toContainText(email);
  const rendered = page.frameLocator('iframe[title="The email as the dealer sees it"]');
  await expect(rendered.getByRole('img', { name: '2026 Toyota HiLux SR5' })).toBeVisible();
  await expect(rendered.getByRole('link', { name: /\/cars\/2026-toyota-hilux-sr5-1001$/ })).toBeVisible();
  await expect(page.locator('pre[data-format="text"]')).toContainText('Message: Can I see it on Saturday?');
  await expect(page.locator('pre[data-format="text"]')).toContainText(`Lead id: ${leadId}`);

  await page.getByRole('link', { name: '← Inbox' }).click();
  await page.locator(`a[href="/_dev/inbox/${adf.id}"]`).click();
  const xml = page.locator('pre[data-format="adf-xml"]');
  await expect(xml).toContainText('<?ADF VERSION "1.0"?>');
  await expect(xml).toContainText(`<id sequence="1" source="Forecourt">${leadId}</id>`);
  await expect(xml).toContainText(`<email>${email}</email>`);
});

test('with SMTP_URL set, `npm run serve` sends the same two emails to that SMTP server instead', async ({ page }) => {
  test.slow();
  // Another SMTP server, on loopback, with a login: what SMTP_URL names in production.
  const received: Array<{ to: string; subject: string; text: string }> = [];
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, done) =>
      auth.username === 'dealer' && auth.password === 'secret'
        ? done(null, { user: 'dealer' })
        : done(new Error('bad login')),
    onData: (stream, session, done) => {
      void simpleParser(stream).then((mail) => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const port = fixtureSites['fixture-franchise'] + 60;
  const server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/serve.ts',
      '--site',
      'fixture-franchise',
      '--sites-dir',
      'tests/fixtures/sites',
      '--port',
      String(port),
      '--fresh-data',
    ],
    {
      env: {
        ...process.env,
        SMTP_URL: `smtp://dealer:secret@127.0.0.1:${smtpPort}`,
        SMTP_FROM: 'Fixture Toyota <leads@fixture-franchise.example>',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: the server and the lead API it starts stop together.
      detached: true,
    },
  );
  try {
    let output = '';
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('is being served')) resolve();
      });
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
    });
    // Where they go, without the login.
    expect(output).toContain(`sent to smtp://127.0.0.1:${smtpPort} (SMTP_URL)`);
    expect(output).not.toContain('secret');
    const base = `http://127.0.0.1:${port}`;
    await gotoVehicle(page, `${base}/cars/2026-toyota-hilux-sr5-1001/`);
    const form = page.locator('#vehicle-enquiry');
    await fillContact(page, uniqueEmail('smtp-url'), form);
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Comments').fill('Is it still there?');
    const leadId = await submitToSuccess(page, () => form.getByRole('button', { name: 'Submit' }).click());
    await expect
      .poll(
        () =>
          received
            .filter((m) => m.text.includes(leadId))
            .map((m) => m.to)
            .sort(),
        { timeout: 2000, intervals: [100] },
      )
      .toEqual(['leads@crm.fixture-franchise.example', 'sales@fixture-franchise.example']);
    // Nothing is caught locally: the inbox says where the emails went.
    await page.goto(`${base}/_dev/inbox`);
    await expect(page.getByText(`Lead emails go to the SMTP server at smtp://127.0.0.1:${smtpPort}`)).toBeVisible();
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
