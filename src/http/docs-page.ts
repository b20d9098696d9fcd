// The /docs page, generated from the route table: every endpoint with its parameters, a live
// preview for image endpoints, and a form to try any endpoint with your own values.
import type { TObject } from 'typebox';
import { endpointNotation } from './index-notation.js';
import type { RouteDefinition } from './route-kit.js';

interface Field {
  readonly name: string;
  readonly where: 'path' | 'query';
  readonly required: boolean;
  readonly description: string;
  readonly value: string;
  readonly options?: readonly string[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function exampleValues(route: RouteDefinition): Map<string, string> {
  const values = new Map<string, string>();
  if (!route.example) return values;
  const [path = '', query = ''] = route.example.split('?');
  const pattern = route.path.split('/');
  path.split('/').forEach((segment, i) => {
    const name = pattern[i];
    if (name?.startsWith(':')) values.set(name.slice(1), decodeURIComponent(segment));
  });
  for (const [key, value] of new URLSearchParams(query)) values.set(key, value);
  return values;
}

function fieldsOf(schema: TObject | undefined, where: Field['where'], values: Map<string, string>) {
  if (!schema) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]): Field => {
    const p = property as { description?: string; enum?: string[] };
    return {
      name,
      where,
      required: where === 'path' || required.has(name),
      description: p.description ?? '',
      value: values.get(name) ?? '',
      options: p.enum,
    };
  });
}

function input(routeId: string, field: Field): string {
  const id = `${routeId}-${field.name}`;
  const attributes = `id="${id}" name="${field.name}" data-where="${field.where}"`;
  const control = field.options
    ? `<select ${attributes}><option value="">(default)</option>${field.options
        .map((o) => `<option${o === field.value ? ' selected' : ''}>${escapeHtml(o)}</option>`)
        .join('')}</select>`
    : `<input ${attributes} value="${escapeHtml(field.value)}"${field.required ? ' required' : ''}>`;
  return `<label for="${id}"><code>${field.name}</code>${field.required ? ' *' : ''}
    <small>${escapeHtml(field.description)}</small></label>${control}`;
}

function section(route: RouteDefinition, index: number): string {
  const id = `r${index}`;
  const values = exampleValues(route);
  const fields = [
    ...fieldsOf(route.params, 'path', values),
    ...fieldsOf(route.querystring, 'query', values),
  ];
  const preview =
    route.kind === 'image' && route.example
      ? `<img class="preview" loading="lazy" alt="preview of ${escapeHtml(route.path)}" src="${escapeHtml(route.example)}">`
      : '<img class="preview" alt="" hidden>';
  return `<section id="${id}" data-path="${escapeHtml(route.path)}" data-kind="${route.kind}">
  <h2><code>${escapeHtml(endpointNotation(route))}</code></h2>
  <p>${escapeHtml(route.summary)}</p>
  <form class="try">${fields.map((f) => input(id, f)).join('\n')}
    <button type="submit">Try it</button> <a class="url" href="#"></a></form>
  <div class="result">${preview}<pre class="json" hidden></pre></div>
</section>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:980px;margin:0 auto;padding:1rem 1.5rem;color:#1d2230;background:#f7f6f2}
h1{margin-bottom:0}section{background:#fff;border:1px solid #e3e0d8;border-radius:12px;padding:1rem 1.25rem;margin:1.25rem 0}
h2{font-size:1.05rem;margin:0 0 .25rem}form{display:grid;grid-template-columns:minmax(10rem,16rem) 1fr;gap:.4rem .8rem;align-items:center}
label small{display:block;color:#667;font-size:.8rem}input,select{font:inherit;padding:.3rem .5rem;border:1px solid #c9c5ba;border-radius:6px}
button{grid-column:1;font:inherit;padding:.35rem 1rem;border-radius:6px;border:0;background:#d2541d;color:#fff;cursor:pointer}
.url{grid-column:2;font-family:monospace;font-size:.85rem;word-break:break-all}.result{margin-top:.75rem}
.preview{max-width:100%;border-radius:6px;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
pre{background:#1d2230;color:#e8e6df;padding:.75rem;border-radius:8px;overflow:auto;max-height:24rem}`;

// Previews load lazily, as they scroll into view, so opening the page never asks for a score of
// renders at once; one turned away under real overload (503) is asked again after a pause.
const SCRIPT = `const retry = (img) => {
  const tries = Number(img.dataset.tries || 0);
  const url = img.getAttribute('src');
  if (!url || tries >= 6) return;
  img.dataset.tries = String(tries + 1);
  setTimeout(() => { img.removeAttribute('src'); img.setAttribute('src', url); }, 200 * 2 ** tries);
};
for (const img of document.querySelectorAll('img.preview')) {
  img.addEventListener('error', () => retry(img));
  if (img.complete && img.naturalWidth === 0) retry(img);
}
for (const section of document.querySelectorAll('section')) {
  const form = section.querySelector('form');
  const link = section.querySelector('.url');
  const img = section.querySelector('.preview');
  const pre = section.querySelector('.json');
  const build = () => {
    let path = section.dataset.path;
    const query = new URLSearchParams();
    for (const el of form.querySelectorAll('[name]')) {
      if (el.dataset.where === 'path') path = path.replace(':' + el.name, encodeURIComponent(el.value));
      else if (el.value !== '') query.set(el.name, el.value);
    }
    const qs = query.toString();
    return path + (qs ? '?' + qs : '');
  };
  const show = () => { const url = build(); link.textContent = url; link.href = url; return url; };
  form.addEventListener('input', show);
  show();
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const url = show();
    if (section.dataset.kind === 'image') { img.hidden = false; pre.hidden = true; img.dataset.tries = '0'; img.src = url; return; }
    const response = await fetch(url);
    const text = await response.text();
    let shown = text;
    try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch {}
    pre.textContent = response.status + ' ' + response.statusText + '\\n' + shown;
    pre.hidden = false;
  });
}`;

export function docsPage(routes: readonly RouteDefinition[]): string {
  const shown = routes.filter((route) => route.listed || route.path === '/');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kiln API</title><style>${STYLE}</style></head>
<body><h1>Kiln</h1>
<p>Every endpoint answers <code>GET</code> and <code>HEAD</code>. Image endpoints accept
<code>format=png|jpeg|webp</code>. Errors are <code>{"code", "name", "description"}</code>.
Machine-readable: <a href="/openapi.json">/openapi.json</a>.</p>
${shown.map(section).join('\n')}
<script>${SCRIPT}</script></body></html>`;
}
