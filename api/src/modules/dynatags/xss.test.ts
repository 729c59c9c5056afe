// Classic XSS payloads: in wysiwyg HTML none survives the allow-list; as links they are refused; in every
// other text field they are stored as the text they are (the page escapes text, it never renders it as HTML).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { DynatagDetail } from '@shared/types/dynatags';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createTag, ownerWithCompany, patchTag, png } from './test-kit';

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithCompany(t);
});
afterAll(() => t.close());

export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="  javascript:alert(1)">spaces</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="width: expression(alert(1))">expr</div>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<details open ontoggle=alert(1)>',
  '<p onclick="alert(1)" onmouseover="alert(1)">handlers</p>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

/** What must never be in the stored HTML. */
const DANGER = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /data:/i,
  /<iframe/i,
  /<svg/i,
  /<math/i,
  /style=/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<base/i,
  /<meta/i,
  /<style/i,
  /srcdoc/i,
  /xlink/i,
];

describe('XSS payloads', () => {
  test('none survives in wysiwyg HTML; safe markup and links stay, with rel and target', async () => {
    const modules = XSS_PAYLOADS.map((html, i) => ({ id: `w${i}`, type: 'wysiwyg', html }));
    const tag = await createTag(owner.owner.c, owner.company.shortId, { name: 'XSS', modules });
    for (const [i, module] of tag.modules.entries()) {
      const html = (module as { html: string }).html;
      for (const pattern of DANGER)
        expect([XSS_PAYLOADS[i], html, pattern.test(html)]).toEqual([XSS_PAYLOADS[i], html, false]);
    }
    const safe = await patchTag(owner.owner.c, tag.id, {
      baseVersion: 1,
      modules: [
        {
          id: 'ok',
          type: 'wysiwyg',
          html: '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ul><li>x</li></ul><blockquote>q</blockquote><pre><code>c</code></pre><table><tr><td>1</td></tr></table><hr><p><a href="https://example.com/">web</a> <a href="mailto:a@example.com">mail</a> <a href="tel:+46123">tel</a></p>',
        },
      ],
    });
    const html = (safe.body.data.modules[0] as { html: string }).html;
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>b</strong> <em>i</em> <u>u</u> <s>s</s>');
    expect(html).toContain('<table><tr><td>1</td></tr></table><hr />');
    expect(html).toContain(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow">web</a>',
    );
    expect(html).toContain('href="mailto:a@example.com"');
    expect(html).toContain('href="tel:+46123"');
  });

  test("images only from this tag's own files", async () => {
    const other = await createTag(owner.owner.c, owner.company.shortId, { name: 'Other' }, [png()]);
    const tag = await createTag(owner.owner.c, owner.company.shortId, { name: 'Pictures' }, [png()]);
    const own = `/uploads/dynatags/${tag.id}/files/${tag.files[0].id}`;
    const res = await patchTag(owner.owner.c, tag.id, {
      baseVersion: 1,
      modules: [
        {
          id: 'w',
          type: 'wysiwyg',
          html: `<p><img src="${own}" alt="plan"><img src="https://evil.example/x.png"><img src="/uploads/dynatags/${other.id}/files/${other.files[0].id}"><img src="//evil.example/x.png"></p>`,
        },
      ],
    });
    expect((res.body.data.modules[0] as { html: string }).html).toBe(
      `<p><img src="${own}" alt="plan" /></p>`,
    );
  });

  test('as link, iframe or social addresses they are refused; in text fields they stay plain text', async () => {
    const c = owner.owner.c;
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'jav\tascript:alert(1)',
      ' javascript:alert(1)',
    ]) {
      const link = await c.post(owner.listPath, {
        name: 'x',
        modules: [{ id: 'l', type: 'links', links: [{ text: 'x', url, color: '#fff' }] }],
      });
      expect([url, link.status]).toEqual([url, 422]);
      const frame = await c.post(owner.listPath, {
        name: 'x',
        modules: [{ id: 'i', type: 'iframe', src: url, height: 200 }],
      });
      expect([url, frame.status]).toEqual([url, 422]);
      const redirect = await c.post(owner.listPath, { name: 'x', redirectUrl: url });
      expect([url, redirect.status]).toEqual([url, 422]);
    }
    const payload = '<img src=x onerror=alert(1)>';
    const tag = await createTag(c, owner.company.shortId, {
      name: payload,
      label: payload,
      modules: [
        {
          id: 'l',
          type: 'links',
          title: payload,
          links: [{ text: payload, url: 'https://example.com/', color: '#fff' }],
        },
        {
          id: 'c',
          type: 'contacts',
          contacts: [{ name: payload, information: payload, phone: '', email: '' }],
        },
        { id: 'm', type: 'map', center: { lat: 1, lng: 1 }, zoom: 3, marker: payload },
      ],
    });
    const got = await c.get<DynatagDetail>(`/api/v1/dynatags/${tag.id}`);
    expect(got.body.data.label).toBe(payload);
    expect(got.body.data.modules).toEqual([
      {
        id: 'l',
        type: 'links',
        title: payload,
        links: [{ text: payload, url: 'https://example.com/', color: '#fff' }],
      },
      {
        id: 'c',
        type: 'contacts',
        contacts: [{ name: payload, information: payload, phone: '', email: '' }],
      },
      { id: 'm', type: 'map', center: { lat: 1, lng: 1 }, zoom: 3, marker: payload },
    ]);
  });
});
