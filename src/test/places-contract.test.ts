/** The global API's places types, written by hand in src/core (which imports no services), are the zod schemas' types. */
import { expectTypeOf, it } from 'vitest';
import type { PlacesAutocompleteReply, PlacesDetailsReply, PlacesParams, PlacesTrackingContext } from '../core/contract.ts';
import type { Query } from '../services/data/request-url.ts';
import type { AutocompleteReply, DetailsReply, TrackingContext } from '../services/places/places.ts';

it('SiteRuntime.places takes what the helpers take and answers what their schemas check, both ways', () => {
  expectTypeOf<PlacesParams>().toEqualTypeOf<Query>();
  expectTypeOf<PlacesTrackingContext>().toExtend<TrackingContext>();
  expectTypeOf<TrackingContext>().toExtend<PlacesTrackingContext>();
  // The schemas' outputs also carry the passed-through fields (an index signature): equal up to those.
  expectTypeOf<AutocompleteReply>().toExtend<PlacesAutocompleteReply>();
  expectTypeOf<PlacesAutocompleteReply>().toExtend<AutocompleteReply>();
  expectTypeOf<DetailsReply>().toExtend<PlacesDetailsReply>();
  expectTypeOf<PlacesDetailsReply>().toExtend<DetailsReply>();
});
