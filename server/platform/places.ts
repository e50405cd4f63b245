import type { FastifyPluginAsync } from 'fastify';
import { stringField } from '../body.ts';
import { findPlace, searchPlaces } from '../data/places.ts';

/** Places search proxy of the maps service, answered from the fixture gazetteer. */
export const placesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/google-maps/places/autocomplete', async (request) => ({
    predictions: searchPlaces(stringField(request.query, 'input') ?? '').map((place) => ({
      description: `${place.name} - ${place.formattedAddress}`,
      place_id: place.placeId,
    })),
  }));

  app.get('/api/google-maps/places/details', async (request, reply) => {
    const placeId = stringField(request.query, 'place_id');
    if (placeId === undefined || placeId === '') return reply.code(400).send({ error: 'Parâmetro place_id ausente.' });
    const place = findPlace(placeId);
    if (place === undefined) return reply.code(404).send({ error: 'Local não encontrado.' });
    // Details calls cost money; the platform wants to know which product page and section made them.
    const trackingContextMissing = stringField(request.query, 'productPage') === undefined || stringField(request.query, 'productSection') === undefined;
    return {
      result: {
        place_id: place.placeId,
        name: place.name,
        formatted_address: place.formattedAddress,
        geometry: { location: { lat: place.lat, lng: place.lng } },
      },
      ...(trackingContextMissing ? { trackingContextMissing: true } : {}),
    };
  });
};
