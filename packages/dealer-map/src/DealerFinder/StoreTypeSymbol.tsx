import type { StoreType } from '@lindner/api/schema';
import { storeTypeSvg } from '../core';
import { symbol } from './DealerFinder.css';

/** The legend's symbol of a store type (decorative: the type's name is always written too). */
export function StoreTypeSymbol({ type, municipal }: { type: StoreType; municipal: boolean }) {
  // Markup from a fixed table of shapes, no visitor input: safe to set as HTML.
  return (
    <span
      className={symbol}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: storeTypeSvg(type, municipal, 20) }}
    />
  );
}
