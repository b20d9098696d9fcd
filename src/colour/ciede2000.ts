// CIEDE2000 colour difference (Sharma, Wu and Dalal 2005), written out for the name index's
// hot loop, plus a cheap lower bound used to skip most candidates without the trigonometry.
const DEG = Math.PI / 180;
const POW25_7 = 25 ** 7;

/** 1 + G: how much a* is stretched for colours of mean chroma (c1 + c2) / 2. */
function aStretch(c1: number, c2: number): number {
  const cBar7 = ((c1 + c2) / 2) ** 7;
  return 1 + 0.5 * (1 - Math.sqrt(cBar7 / (cBar7 + POW25_7)));
}

/** SL, the lightness weighting at mean lightness `lBar`. */
function lightnessWeight(lBar: number): number {
  const lm50 = (lBar - 50) ** 2;
  return 1 + (0.015 * lm50) / Math.sqrt(20 + lm50);
}

/** RC without its sine: 2 sqrt(C'^7 / (C'^7 + 25^7)). */
function rotationWeight(cBarp: number): number {
  const cBarp7 = cBarp ** 7;
  return 2 * Math.sqrt(cBarp7 / (cBarp7 + POW25_7));
}

/** T, the hue weighting at mean hue `h` (degrees). */
function hueWeight(h: number): number {
  return (
    1 -
    0.17 * Math.cos((h - 30) * DEG) +
    0.24 * Math.cos(2 * h * DEG) +
    0.32 * Math.cos((3 * h + 6) * DEG) -
    0.2 * Math.cos((4 * h - 63) * DEG)
  );
}

function hueDegrees(b: number, aPrime: number): number {
  if (b === 0 && aPrime === 0) return 0;
  const h = Math.atan2(b, aPrime) / DEG;
  return h >= 0 ? h : h + 360;
}

export function ciede2000(
  l1: number,
  a1: number,
  b1: number,
  l2: number,
  a2: number,
  b2: number,
): number {
  const c1 = Math.hypot(a1, b1);
  const c2 = Math.hypot(a2, b2);
  const stretch = aStretch(c1, c2);
  const a1p = stretch * a1;
  const a2p = stretch * a2;
  const c1p = Math.hypot(a1p, b1);
  const c2p = Math.hypot(a2p, b2);
  const h1p = hueDegrees(b1, a1p);
  const h2p = hueDegrees(b2, a2p);

  const dLp = l2 - l1;
  const dCp = c2p - c1p;
  let dhp = 0;
  if (c1p * c2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(c1p * c2p) * Math.sin((dhp / 2) * DEG);

  const lBarp = (l1 + l2) / 2;
  const cBarp = (c1p + c2p) / 2;
  let hBarp = h1p + h2p;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hBarp /= 2;
    else hBarp = hBarp < 360 ? (hBarp + 360) / 2 : (hBarp - 360) / 2;
  }
  const t = hueWeight(hBarp);
  const dTheta = 30 * Math.exp(-(((hBarp - 275) / 25) ** 2));
  const rc = rotationWeight(cBarp);
  const sl = lightnessWeight(lBarp);
  const sc = 1 + 0.045 * cBarp;
  const sh = 1 + 0.015 * cBarp * t;
  const rt = -Math.sin(2 * dTheta * DEG) * rc;
  const x = dLp / sl;
  const y = dCp / sc;
  const z = dHp / sh;
  return Math.sqrt(x * x + y * y + z * z + rt * y * z);
}

/** The largest value of CIEDE2000's hue weighting T over all hues, found by scanning. */
const T_MAX = (() => {
  let max = 0;
  for (let h = 0; h < 360; h += 0.01) {
    max = Math.max(max, hueWeight(h));
  }
  return max + 0.01; // margin for the scan step
})();

/** |sin(2 dTheta)| with dTheta <= 30 degrees is at most sin(60 degrees). */
const SIN_60 = Math.sin(60 * DEG);

/**
 * A lower bound of ciede2000() that needs no trigonometry. Why it holds:
 * - the lightness term is exact: dL' = dL and SL is computed from the same mean lightness;
 * - dC'^2 + dH'^2 = |(a2', b2) - (a1', b1)|^2 exactly (law of cosines on the two chroma
 *   vectors), so dH'^2 is obtained without hue angles;
 * - SH = 1 + 0.015 C' T <= 1 + 0.015 C' T_MAX, so dH'/SH >= dH'/SHmax;
 * - with |RT| <= RC sin(60 degrees), y^2 + z^2 + RT y z >= (1 - |RT|/2)(y^2 + z^2).
 */
export function ciede2000LowerBound(
  l1: number,
  a1: number,
  b1: number,
  c1: number,
  l2: number,
  a2: number,
  b2: number,
  c2: number,
): number {
  const stretch = aStretch(c1, c2);
  const a1p = stretch * a1;
  const a2p = stretch * a2;
  const c1p = Math.hypot(a1p, b1);
  const c2p = Math.hypot(a2p, b2);
  const dCp = c2p - c1p;
  const da = a2p - a1p;
  const db = b2 - b1;
  const dHp2 = Math.max(0, da * da + db * db - dCp * dCp);
  const sl = lightnessWeight((l1 + l2) / 2);
  const cBarp = (c1p + c2p) / 2;
  const sc = 1 + 0.045 * cBarp;
  const shMax = 1 + 0.015 * cBarp * T_MAX;
  const rtMax = rotationWeight(cBarp) * SIN_60;
  const x = (l2 - l1) / sl;
  const y = dCp / sc;
  return Math.sqrt(x * x + (1 - rtMax / 2) * (y * y + dHp2 / (shMax * shMax)));
}

/** The lightness-only part of the bound: |dL| / SL(mean L). Grows with |dL| (see names.ts). */
export function lightnessBound(l1: number, l2: number): number {
  return Math.abs(l2 - l1) / lightnessWeight((l1 + l2) / 2);
}
