import type { TraclinkProduct } from '@lindner/api/schema';

/** The TracLink licences with a product page: `:product` of the route `traclink-product`. */
export const traclinkProducts = ['mobile', 'smart'] as const;
export type TraclinkProductName = (typeof traclinkProducts)[number];

export function isTraclinkProductName(value: string | undefined): value is TraclinkProductName {
  return (traclinkProducts as readonly (string | undefined)[]).includes(value);
}

/** The catalogue's product of a page: the catalogue names it `traclink-{product}`. */
export function catalogueProductOf(
  catalogue: readonly TraclinkProduct[],
  product: TraclinkProductName,
): TraclinkProduct | null {
  return catalogue.find((entry) => entry.id === `traclink-${product}`) ?? null;
}
