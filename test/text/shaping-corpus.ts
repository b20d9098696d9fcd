// What the shaping test (shaping.test.ts) sets through every face: the letters of each
// script a face may cover, the sequences fonts commonly draw as one glyph or kern, and words
// of the languages Kiln's users write in, where such sequences occur naturally.

/** The scripts whose letters must never merge (beyond LIGATURE_POLICY), with their blocks. */
export const LETTER_SCRIPTS = [
  // Basic Latin, Latin-1 Supplement, Latin Extended-A and -B.
  { script: 'Latin', from: 0x41, to: 0x24f },
  { script: 'Greek', from: 0x370, to: 0x3ff },
  { script: 'Cyrillic', from: 0x400, to: 0x4ff },
] as const;

/** The letters of `script` in its blocks that `covers` says a face has. */
export function lettersOf(
  block: (typeof LETTER_SCRIPTS)[number],
  covers: (codePoint: number) => boolean,
): string[] {
  const pattern = new RegExp(`^\\p{Letter}$`, 'u');
  const script = new RegExp(`^\\p{Script=${block.script}}$`, 'u');
  const letters: string[] = [];
  for (let cp = block.from; cp <= block.to; cp++) {
    const char = String.fromCodePoint(cp);
    if (pattern.test(char) && script.test(char) && covers(cp)) letters.push(char);
  }
  return letters;
}

/** Sequences fonts draw as ligatures, contextual forms or kerned pairs. */
export const SEQUENCES: readonly string[] = [
  ...['fi', 'fl', 'ff', 'ffi', 'ffl', 'ft', 'fft', 'fb', 'fh', 'fj', 'fk', 'ffb', 'ffh', 'ffj'],
  ...['st', 'ct', 'sp', 'Th', 'Qu', 'tt', 'tz', 'ij', 'IJ', 'll', 'ss', 'ß', 'ae', 'oe', 'AE'],
  ...['AV', 'AW', 'LT', 'To', 'Te', 'Ty', 'Va', 'We', 'Yo', 'rn', 'cl', 'vv', 'VV', 'nn', 'ıi'],
  ...['->', '<-', '=>', '-->', '<--', '<->', '<=>', '==>', '<==', '<=', '>=', '!=', '==', '==='],
  ...['...', '--', '---', '1/2', '3/4', ':)', ':-)', '<3', '!!', '??', '?!', '#1', 'www', '://'],
  ...['0x0', '1st', '2nd', 'No.', 'Nº', 'a.m.', '12:30', '(c)', '(r)', 'tm', '<<', '>>', '||'],
];

/** Words where those sequences occur, in the languages Kiln's users write. */
export const WORDS: readonly string[] = [
  // English
  ...['first', 'finally', 'find', 'file', 'flag', 'fluffy', 'office', 'affluent', 'waffle'],
  ...['difficult', 'efficient', 'offline', 'shuffle', 'stuffed', 'offshore', 'soft', 'after'],
  ...['gift', 'left', 'fjord', 'halfback', 'fishhook', 'chiffchaff', 'Thursday', 'action'],
  ...['strict', 'fact', 'street', 'quest', 'Queen', 'attitude', 'jazz', 'million', 'barn'],
  ...['modern', 'clear', 'cloud', 'vivid', 'savvy', 'AVATAR', 'WAVE', 'TOTAL', 'Today'],
  ...['Yoga', 'Valve', 'Wedding', 'fifty', 'fifth', 'buffalo', 'scaffold', 'traffic'],
  ...['achievement', 'unlocked', 'certified', 'flawless', 'influencer', 'selfie', 'profile'],
  // German, Dutch, Scandinavian
  ...['Straße', 'Schifffahrt', 'Auflage', 'auffinden', 'Kaufladen', 'Stofffetzen', 'häufig'],
  ...['Äpfel', 'Öffnung', 'Übung', 'fließen', 'IJsselmeer', 'vijftig', 'fjäll', 'sjöfart'],
  // French, Spanish, Portuguese, Italian
  ...['efficace', 'affiche', 'œuvre', 'Œdipe', 'cœur', 'façade', 'naïve', 'piñata', 'año'],
  ...['filosofía', 'configuração', 'ação', 'perché', 'città', 'officina', 'difficoltà'],
  // Polish, Czech, Turkish, Vietnamese, Icelandic
  ...['Łódź', 'źdźbło', 'żółw', 'Příliš', 'žluťoučký', 'ılık', 'İstanbul', 'şimdi'],
  ...['Tiếng', 'Việt', 'được', 'þjóð', 'fjörður', 'Ærø', 'smørrebrød'],
  // Greek
  ...['Ξεσκεπάζω', 'ψυχοφθόρα', 'βδελυγμία', 'φίλος', 'φλόγα', 'στιγμή', 'ΑΥΤΟ', 'Ελλάδα'],
  // Cyrillic
  ...['Съешь', 'мягких', 'французских', 'булок', 'фильм', 'флаг', 'ЁЖИК', 'щётка', 'їжак'],
  ...['Ґанок', 'Ўзбек', 'ђак', 'љубав', 'њива', 'џеп', 'ћерка', 'Ѕвезда'],
];
