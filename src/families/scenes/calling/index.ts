// /calling in the catalogue: its route, timeline and samples (the drawing is draw.ts).
import type { GeneratorEntry } from '../../../art/kit/entry.js';
import { q, sceneTextRoute } from '../params.js';
import { TIMELINE } from './timeline.js';
import type { CallingInput } from './draw.js';

export const callingEntry: GeneratorEntry<CallingInput> = {
  tag: 'Text pictures',
  routes: [
    sceneTextRoute(
      '/calling',
      'A cartoon character on the phone (670x470) under a caption of your text.',
      'The caption above the character.',
    ),
  ],
  timeline: TIMELINE,
  samples: { text: (text) => `/calling?text=${q(text)}`, moving: '/calling?text=Production' },
  load: async () => (await import('./draw.js')).calling,
};
