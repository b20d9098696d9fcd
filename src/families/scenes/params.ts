// Parameters and samples the scene routes share: a query of one text laid into the scene.
import { Type, type TObject } from 'typebox';
import { generatorRoute, type GeneratorRoute } from '../../art/kit/entry.js';
import { requireText, textParam } from '../../text/params.js';

/** A URL's query value. */
export const q = encodeURIComponent;

/** The route of a scene with one text, `?text=`, laid into its text area. */
export function sceneTextRoute(
  path: string,
  summary: string,
  description: string,
): GeneratorRoute<{ readonly text: string }> {
  const query: TObject = Type.Object({ text: textParam(description) });
  return generatorRoute({
    path,
    summary,
    querystring: query,
    example: `${path}?text=${q('When the build passes on the first try')}`,
    input: ({ query: values }) => ({
      input: { text: requireText((values as { text?: string }).text, 'text', query) },
    }),
  });
}
