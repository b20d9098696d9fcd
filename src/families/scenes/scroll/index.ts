// /scroll in the catalogue: its route, timeline and samples (the drawing is draw.ts).
import type { GeneratorEntry } from '../../../art/kit/entry.js';
import { q, sceneTextRoute } from '../params.js';
import { TIMELINE } from './timeline.js';
import type { ScrollInput } from './draw.js';

export const scrollEntry: GeneratorEntry<ScrollInput> = {
  tag: 'Text pictures',
  routes: [
    sceneTextRoute(
      '/scroll',
      'A character pulling a scroll from a treasure chest (500x520), your text on the scroll.',
      'The text written on the scroll.',
    ),
  ],
  timeline: TIMELINE,
  samples: {
    text: (text) => `/scroll?text=${q(text)}`,
    moving: `/scroll?text=${q('Shipped it on a Friday')}`,
  },
  load: async () => (await import('./draw.js')).scroll,
};
