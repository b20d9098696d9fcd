// /facts in the catalogue: its route, timeline and samples (the drawing is draw.ts).
import type { GeneratorEntry } from '../../../art/kit/entry.js';
import { q, sceneTextRoute } from '../params.js';
import { TIMELINE } from './timeline.js';
import type { FactsInput } from './draw.js';

export const factsEntry: GeneratorEntry<FactsInput> = {
  tag: 'Text pictures',
  routes: [
    sceneTextRoute(
      '/facts',
      'Hands holding up a book of FACTS (480x530) with your text on the tilted page.',
      'The text written on the page.',
    ),
  ],
  timeline: TIMELINE,
  samples: {
    text: (text) => `/facts?text=${q(text)}`,
    moving: `/facts?text=${q('Tabs are better')}`,
  },
  load: async () => (await import('./draw.js')).facts,
};
