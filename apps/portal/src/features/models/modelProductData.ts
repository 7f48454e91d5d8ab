import { modelFigures, type ModelDetail, type ModelFigure } from '@lindner/api/schema';
import type { IntlShape } from 'react-intl';
import { figureMessages } from './messages';

/** UN/CEFACT common codes of the figures' units, as schema.org's `unitCode` takes them. */
const unitCodes: Record<ModelFigure, string> = {
  powerHp: 'BHP',
  powerKw: 'KWT',
  maxSpeedKmh: 'KMH',
  unladenWeightKg: 'KGM',
  permittedTotalWeightKg: 'KGM',
  permittedFrontAxleLoadKg: 'KGM',
  permittedRearAxleLoadKg: 'KGM',
  wheelbaseMm: 'MMT',
  lengthMm: 'MMT',
  widthMm: 'MMT',
  heightMm: 'MMT',
};

/**
 * A model as schema.org's `Product`, for search engines: its name, maker, series, teaser,
 * picture (an absolute address) and every published figure. Demo figures stay out: they are
 * no facts about the model.
 */
export function modelProductData(
  model: ModelDetail,
  intl: IntlShape,
  pictureUrl: string,
): Record<string, unknown> {
  const { technicalData } = model;
  const figures = modelFigures.flatMap((figure) => {
    const value = technicalData[figure];
    if (value === null || technicalData.demoFigures.includes(figure)) return [];
    return [
      {
        '@type': 'PropertyValue',
        name: intl.formatMessage(figureMessages[figure]),
        value,
        unitCode: unitCodes[figure],
      },
    ];
  });
  return {
    '@type': 'Product',
    name: model.name,
    brand: { '@type': 'Brand', name: 'Lindner' },
    category: model.series,
    description: model.teaser,
    image: pictureUrl,
    ...(figures.length > 0 ? { additionalProperty: figures } : {}),
  };
}
