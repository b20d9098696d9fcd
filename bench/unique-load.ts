// wrk scripts that send what real clients send: every request a path no request before it used
// (so no cache can answer), round-robin over URL templates, each wrk thread and each run with
// its own numbers; responses are counted by status, and 503s without Retry-After are counted.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Templates are paths in which `{n}` becomes a counter, `{hex}` a colour from it and `{code}`
 * an HTTP status code from it. `{text}` becomes a ~20-character sentence holding the counter,
 * the same shape as bench/render-cases.ts's typical text.
 */
export const TEXT_ROUTE_TEMPLATES: readonly string[] = [
  '/achievement?text={text}',
  '/captcha?text={text}',
  '/didyoumean?top={text}&bottom=on%20purpose',
  '/logo_two_part?text={text}&text2=hub',
  '/streetwear?text={text}',
  '/calling?text={text}',
  '/panel_meme?top={text}&bottom=ship%20it',
  '/facts?text={text}',
  '/scroll?text={text}',
];

/** The routes (as /metrics names them) of TEXT_ROUTE_TEMPLATES. */
export const TEXT_ROUTES: readonly string[] = TEXT_ROUTE_TEMPLATES.map((t) => t.split('?')[0]!);

let scripts = 0;

/**
 * The request path the wrk script below sends for counter `n`, for in-process measurements of
 * the very same requests. Keep the two in step: `{text}` is "Build <n> passed at".
 */
export function expandTemplate(template: string, n: number): string {
  return template
    .replaceAll('{text}', `Build%20${n}%20passed%20at`)
    .replaceAll('{hex}', ((n * 7919) % 16777216).toString(16).padStart(6, '0'))
    .replaceAll('{code}', String(100 + (n % 500)))
    .replaceAll('{n}', String(n));
}

/** Writes a wrk script for `templates` into `dir`; `base` separates the numbers of runs. */
export async function uniqueScript(
  dir: string,
  templates: readonly string[],
  base: number,
): Promise<string> {
  const path = join(dir, `unique-${++scripts}.lua`);
  const list = templates.map((t) => JSON.stringify(t)).join(', ');
  await writeFile(
    path,
    `local templates = { ${list} }
local threads = {}
setup = function(thread)
  thread:set("offset", ${base} + #threads * 10000000)
  table.insert(threads, thread)
end
init = function() statuses = {} missing = 0 n = offset end
request = function()
  n = n + 1
  local t = templates[(n % #templates) + 1]
  local path = t:gsub("{text}", "Build%%20" .. n .. "%%20passed%%20at")
  path = path:gsub("{hex}", string.format("%06x", (n * 7919) % 16777216))
  path = path:gsub("{code}", tostring(100 + n % 500))
  path = path:gsub("{n}", tostring(n))
  return wrk.format("GET", path)
end
response = function(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  if status == 503 and headers["retry-after"] == nil and headers["Retry-After"] == nil then missing = missing + 1 end
end
done = function()
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    for status, count in pairs(counts) do io.write("status ", status, " ", count, "\\n") end
    io.write("missing-retry-after ", thread:get("missing"), "\\n")
  end
end
`,
  );
  return path;
}

/** Statuses of a run as `200: n, 503: m`, and how many were not 200. */
export function statusSummary(statuses: readonly [number, number][]): {
  text: string;
  ok: number;
  refused: number;
  other: number;
} {
  const totals = new Map<number, number>();
  for (const [status, count] of statuses) totals.set(status, (totals.get(status) ?? 0) + count);
  const ok = totals.get(200) ?? 0;
  const refused = totals.get(503) ?? 0;
  const all = [...totals.values()].reduce((a, b) => a + b, 0);
  return {
    text: [...totals].map(([s, n]) => `${s}: ${n}`).join(', '),
    ok,
    refused,
    other: all - ok - refused,
  };
}
