/** A small gazetteer of Brazilian places for the places autocomplete and details stand-ins. */

export interface Place {
  placeId: string;
  name: string;
  formattedAddress: string;
  lat: number;
  lng: number;
}

const PLACES: readonly Place[] = [
  {
    placeId: 'fixture-place-masp',
    name: 'Museu de Arte de São Paulo',
    formattedAddress: 'Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200, Brasil',
    lat: -23.561414,
    lng: -46.655881,
  },
  {
    placeId: 'fixture-place-ibirapuera',
    name: 'Parque Ibirapuera',
    formattedAddress: 'Av. Pedro Álvares Cabral - Vila Mariana, São Paulo - SP, 04094-050, Brasil',
    lat: -23.587416,
    lng: -46.657634,
  },
  {
    placeId: 'fixture-place-cristo',
    name: 'Cristo Redentor',
    formattedAddress: 'Parque Nacional da Tijuca - Alto da Boa Vista, Rio de Janeiro - RJ, Brasil',
    lat: -22.951916,
    lng: -43.210487,
  },
  {
    placeId: 'fixture-place-copacabana',
    name: 'Praia de Copacabana',
    formattedAddress: 'Av. Atlântica - Copacabana, Rio de Janeiro - RJ, Brasil',
    lat: -22.971177,
    lng: -43.182543,
  },
  {
    placeId: 'fixture-place-pelourinho',
    name: 'Pelourinho',
    formattedAddress: 'Pelourinho, Salvador - BA, 40026-280, Brasil',
    lat: -12.971598,
    lng: -38.508052,
  },
  {
    placeId: 'fixture-place-mercado-bh',
    name: 'Mercado Central de Belo Horizonte',
    formattedAddress: 'Av. Augusto de Lima, 744 - Centro, Belo Horizonte - MG, 30190-922, Brasil',
    lat: -19.922731,
    lng: -43.943603,
  },
  {
    placeId: 'fixture-place-jardim-botanico-curitiba',
    name: 'Jardim Botânico de Curitiba',
    formattedAddress: 'R. Engo. Ostoja Roguski - Jardim Botânico, Curitiba - PR, 80210-390, Brasil',
    lat: -25.441105,
    lng: -49.238091,
  },
  {
    placeId: 'fixture-place-teatro-amazonas',
    name: 'Teatro Amazonas',
    formattedAddress: 'Largo de São Sebastião - Centro, Manaus - AM, 69067-080, Brasil',
    lat: -3.130278,
    lng: -60.023333,
  },
];

/** Folds case and accents so "sao paulo" finds "São Paulo", as the real service does. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function searchPlaces(input: string): Place[] {
  const needle = fold(input.trim());
  if (needle === '') return [];
  return PLACES.filter((place) => fold(`${place.name} ${place.formattedAddress}`).includes(needle));
}

export function findPlace(placeId: string): Place | undefined {
  return PLACES.find((place) => place.placeId === placeId);
}
