// What Kiln's pages (/gallery, /docs) say in place of their pictures when API keys are on: a
// browser's <img> sends no key, so the pictures would only fail.

/** The notice, as HTML: how to send a key, and signed URLs for embedding without one. */
export const KEYS_NOTICE = `<p class="notice">This server needs an API key, so the pictures are not shown here: send
<code>Authorization: Bearer &lt;key&gt;</code> with each request, or ask the operator for signed URLs
(<code>kiln sign</code>), which a chat client can embed without a key.</p>`;

/** Its look on either page. */
export const NOTICE_STYLE =
  '.notice{background:#fff4d6;border:1px solid #e6c35c;border-radius:8px;padding:12px 16px}';
