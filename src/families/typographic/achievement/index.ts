// /achievement in the catalogue: its route, timeline and samples (the drawing is draw.ts).
import { Type } from 'typebox';
import { generatorRoute, type GeneratorEntry } from '../../../art/kit/entry.js';
import { requireText, textParam } from '../../../text/params.js';
import { bigint, integerParam, q } from '../params.js';
import { chooseIcon, chooseTitle } from './choice.js';
import { TIMELINE } from './timeline.js';
import type { AchievementInput } from './draw.js';

const QUERY = Type.Object({
  text: textParam('The line under the heading.'),
  icon: integerParam('Icon 1..45; 0 or absent picks one from the text.'),
  title: integerParam(
    'Heading 1..4: Achievement get!, Challenge complete!, Goal reached!, Advancement made! (default 1).',
  ),
});

export const achievementEntry: GeneratorEntry<AchievementInput> = {
  tag: 'Text pictures',
  routes: [
    generatorRoute({
      path: '/achievement',
      summary:
        'A pixel-art "achievement unlocked" toast (64 high, 400 to 1000 wide) with your text.',
      querystring: QUERY,
      example: `/achievement?text=${q('Wrote the tests first')}&icon=13`,
      input: ({ query }) => {
        const text = requireText(query.text, 'text', QUERY);
        const icon = chooseIcon(bigint(query.icon), text);
        return { input: { text, icon, title: chooseTitle(bigint(query.title)) } };
      },
    }),
  ],
  timeline: TIMELINE,
  samples: {
    text: (text) => `/achievement?text=${q(text)}`,
    pictures: { 'icon 13, heading 4': `/achievement?text=${q('Advanced')}&icon=13&title=4` },
    moving: `/achievement?text=${q('Shipped it on a Friday')}`,
  },
  load: async () => (await import('./draw.js')).achievement,
};
