/**
 * The local inbox: messages sent through the catcher are listed and shown (headers, sandboxed HTML,
 * text, raw ADF); and neither the catcher nor the inbox reaches the production functions' bundle.
 */
import { build } from 'esbuild';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../src/api/forward/mailer';
import { devInbox } from './dev-inbox';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';

const root = resolve(import.meta.dirname, '../..');

describe('/_dev/inbox', () => {
  let catcher: SmtpCatcher;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    const mailer = smtpMailer(catcher.url, 'Test Motors <leads@test.example>');
    await mailer.send({
      to: 'crm@test.example',
      subject: 'ADF lead: Enquiry from Ana',
      text: '<?xml version="1.0"?>\n<?ADF VERSION "1.0"?>\n<adf><prospect><id>lead-1</id></prospect></adf>\n',
      messageId: '<lead.a@test.example>',
    });
    await mailer.send({
      to: 'sales@test.example',
      subject: 'Enquiry from Ana',
      text: 'Name: Ana',
      html: '<p>Name: <b>Ana</b></p><script>alert(1)</script>',
      replyTo: 'ana@example.com',
      messageId: '<lead.b@test.example>',
    });
  });
  afterAll(() => catcher.close());

  it('lists the caught messages newest first, with their format', async () => {
    const inbox = devInbox({ messages: catcher.messages });
    const json = await (await inbox.request('/_dev/inbox.json')).json();
    expect(
      json.messages.map((m: { id: number; to: string[]; format: string; messageId: string }) => [
        m.id,
        m.to,
        m.format,
        m.messageId,
      ]),
    ).toEqual([
      [2, ['sales@test.example'], 'readable', '<lead.b@test.example>'],
      [1, ['crm@test.example'], 'adf-xml', '<lead.a@test.example>'],
    ]);
    const list = await (await inbox.request('/_dev/inbox')).text();
    expect(list).toMatch(
      /<a href="\/_dev\/inbox\/2">Enquiry from Ana<\/a>[\s\S]*<a href="\/_dev\/inbox\/1">ADF lead: Enquiry from Ana<\/a>/,
    );
  });

  it('shows a readable message with its headers and text, its HTML only in a sandbox', async () => {
    const inbox = devInbox({ messages: catcher.messages });
    const page = await (await inbox.request('/_dev/inbox/2')).text();
    expect(page).toContain('<tr><th>Reply-To</th><td>ana@example.com</td></tr>');
    expect(page).toContain('<iframe title="The email as the dealer sees it" sandbox src="/_dev/inbox/2/html">');
    expect(page).toContain('<pre data-format="text">Name: Ana');
    const html = await inbox.request('/_dev/inbox/2/html');
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect((await inbox.request('/_dev/inbox/9')).status).toBe(404);
  });

  it('shows the ADF document as it came', async () => {
    const page = await (await devInbox({ messages: catcher.messages }).request('/_dev/inbox/1')).text();
    expect(page).toContain(
      '<pre data-format="adf-xml">&lt;?xml version=&quot;1.0&quot;?&gt;\n&lt;?ADF VERSION &quot;1.0&quot;?&gt;\n&lt;adf&gt;',
    );
  });

  it('says where emails go when SMTP_URL points at another server', async () => {
    const page = await (
      await devInbox({ messages: [], elsewhere: 'smtp://mail.test.example:2525' }).request('/_dev/inbox')
    ).text();
    expect(page).toContain('Lead emails go to the SMTP server at <strong>smtp://mail.test.example:2525</strong>');
  });
});

describe('the production functions', () => {
  it.each(['api.ts', 'outbox.ts'])(
    'netlify/functions/%s bundles no SMTP catcher, inbox or mail parser',
    async (entry) => {
      const result = await build({
        entryPoints: [join(root, 'netlify', 'functions', entry)],
        bundle: true,
        platform: 'node',
        format: 'esm',
        write: false,
        metafile: true,
        packages: 'external',
        logLevel: 'silent',
      });
      const inputs = Object.keys(result.metafile.inputs);
      const imports = Object.values(result.metafile.outputs).flatMap((o) => o.imports.map((i) => i.path));
      expect(inputs.filter((path) => path.includes('scripts/'))).toEqual([]);
      expect(imports.filter((path) => /smtp-server|mailparser/.test(path))).toEqual([]);
      expect(imports).toContain('nodemailer');
    },
    60_000,
  );

  it('netlify/functions/feed-watch.ts bundles nothing from scripts/ nor any test support', async () => {
    const result = await build({
      entryPoints: [join(root, 'netlify', 'functions', 'feed-watch.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      metafile: true,
      packages: 'external',
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((path) => path.includes('scripts/') || path.endsWith('testing.ts'))).toEqual([]);
    expect(Object.values(result.metafile.outputs).flatMap((o) => o.imports.map((i) => i.path))).toContain(
      '@netlify/blobs',
    );
  }, 60_000);
});
