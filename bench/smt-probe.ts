const { loadAllGenerators } = await import('../src/render/registry.js');
const { encode } = await import('../src/imaging/encode.js');
const name = process.argv[2] ?? 'panel_meme';
const g = (await loadAllGenerators()).get(name)!;
const t: number[] = [];
const k = Number(process.argv[3] ?? 0);
for (let i = 0; i < 500; i++) {
  const s = performance.now();
  const text = `Build ${i * 7 + k} passed at`;
  await encode(
    g.render(name === 'panel_meme' ? { top: text, bottom: 'ship it' } : { text }).raster,
    'png',
  );
  if (i >= 100) t.push(performance.now() - s);
}
t.sort((a, b) => a - b);
console.log(name, k, 'median', t[t.length >> 1]!.toFixed(2));
