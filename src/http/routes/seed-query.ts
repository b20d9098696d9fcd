// The optional `seed` query parameter shared by the seeded endpoints (sillycat, nft, the
// picture collections): any text up to 256 characters, not shown in the `/` index (SPEC 4.2).
import { Type } from 'typebox';

export const SeedQuery = Type.Object({
  seed: Type.Optional(
    Type.String({
      maxLength: 256,
      description: 'Any text up to 256 characters; the same seed always gives the same answer.',
      'x-listed': false,
    }),
  ),
});
