import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  model: NoMessageValues;
  modelNone: NoMessageValues;
  modelsLoading: NoMessageValues;
  tractor: NoMessageValues;
  permitted: NoMessageValues;
  frontAttachment: NoMessageValues;
  rearAttachment: NoMessageValues;
  netWeight: NoMessageValues;
  netFrontAxleLoad: NoMessageValues;
  netRearAxleLoad: NoMessageValues;
  wheelbase: NoMessageValues;
  permittedFrontAxleLoad: NoMessageValues;
  permittedRearAxleLoad: NoMessageValues;
  permittedTotalWeight: NoMessageValues;
  frontWeight: NoMessageValues;
  frontDistance: NoMessageValues;
  frontDistanceHint: NoMessageValues;
  rearWeight: NoMessageValues;
  rearDistance: NoMessageValues;
  rearDistanceHint: NoMessageValues;
  kg: NoMessageValues;
  metres: NoMessageValues;
  errorRequired: NoMessageValues;
  errorNotANumber: NoMessageValues;
  errorNegative: NoMessageValues;
  errorNotPositive: NoMessageValues;
  errorAxleLoadsDoNotAddUp: NoMessageValues;
  incomplete: NoMessageValues;
  results: NoMessageValues;
  quantity: NoMessageValues;
  withoutDevice: NoMessageValues;
  withDevice: NoMessageValues;
  permittedColumn: NoMessageValues;
  totalWeight: NoMessageValues;
  frontAxleLoad: NoMessageValues;
  rearAxleLoad: NoMessageValues;
  withinLimits: NoMessageValues;
  exceededTitle: NoMessageValues;
  exceeded: { quantity: string; excess: string };
  frontAxleTooLight: { share: string };
  frontBallastAhead: { ballast: string; distance: string };
  frontBallastOverAxle: { ballast: string };
  modelFiguresMissing: NoMessageValues;
  minimumFrontBallast: NoMessageValues;
  noBallastNeeded: NoMessageValues;
  diagram: { front: string; rear: string; frontAxleLoad: string; rearAxleLoad: string };
  print: NoMessageValues;
  amount: { value: string };
}>({
  title: { id: 'axleLoadCalculator.title', defaultMessage: 'Achslastrechner' },
  intro: {
    id: 'axleLoadCalculator.intro',
    defaultMessage:
      'Prüfe, ob Dein Traktor mit Front- und Heckanbaugerät die zulässigen Achslasten und das zulässige Gesamtgewicht einhält.',
  },
  model: { id: 'axleLoadCalculator.model', defaultMessage: 'Modell' },
  modelNone: { id: 'axleLoadCalculator.modelNone', defaultMessage: 'Eigene Werte eingeben' },
  modelsLoading: {
    id: 'axleLoadCalculator.modelsLoading',
    defaultMessage: 'Modelle werden geladen …',
  },
  tractor: { id: 'axleLoadCalculator.tractor', defaultMessage: 'Traktor (ohne Anbaugeräte)' },
  permitted: { id: 'axleLoadCalculator.permitted', defaultMessage: 'Zulässige Werte' },
  frontAttachment: { id: 'axleLoadCalculator.frontAttachment', defaultMessage: 'Frontanbaugerät' },
  rearAttachment: { id: 'axleLoadCalculator.rearAttachment', defaultMessage: 'Heckanbaugerät' },
  netWeight: { id: 'axleLoadCalculator.netWeight', defaultMessage: 'Leergewicht' },
  netFrontAxleLoad: {
    id: 'axleLoadCalculator.netFrontAxleLoad',
    defaultMessage: 'Vorderachslast leer',
  },
  netRearAxleLoad: {
    id: 'axleLoadCalculator.netRearAxleLoad',
    defaultMessage: 'Hinterachslast leer',
  },
  wheelbase: { id: 'axleLoadCalculator.wheelbase', defaultMessage: 'Radstand' },
  permittedFrontAxleLoad: {
    id: 'axleLoadCalculator.permittedFrontAxleLoad',
    defaultMessage: 'Zulässige Vorderachslast',
  },
  permittedRearAxleLoad: {
    id: 'axleLoadCalculator.permittedRearAxleLoad',
    defaultMessage: 'Zulässige Hinterachslast',
  },
  permittedTotalWeight: {
    id: 'axleLoadCalculator.permittedTotalWeight',
    defaultMessage: 'Zulässiges Gesamtgewicht',
  },
  frontWeight: { id: 'axleLoadCalculator.frontWeight', defaultMessage: 'Gewicht vorne' },
  frontDistance: {
    id: 'axleLoadCalculator.frontDistance',
    defaultMessage: 'Abstand vorne',
  },
  frontDistanceHint: {
    id: 'axleLoadCalculator.frontDistanceHint',
    defaultMessage: 'Schwerpunkt des Geräts vor der Vorderachsmitte',
  },
  rearWeight: { id: 'axleLoadCalculator.rearWeight', defaultMessage: 'Gewicht hinten' },
  rearDistance: { id: 'axleLoadCalculator.rearDistance', defaultMessage: 'Abstand hinten' },
  rearDistanceHint: {
    id: 'axleLoadCalculator.rearDistanceHint',
    defaultMessage: 'Schwerpunkt des Geräts hinter der Vorderachsmitte',
  },
  kg: { id: 'axleLoadCalculator.kg', defaultMessage: 'kg' },
  metres: { id: 'axleLoadCalculator.metres', defaultMessage: 'm' },
  errorRequired: {
    id: 'axleLoadCalculator.error.required',
    defaultMessage: 'Bitte einen Wert eingeben.',
  },
  errorNotANumber: {
    id: 'axleLoadCalculator.error.notANumber',
    defaultMessage: 'Bitte eine Zahl eingeben.',
  },
  errorNegative: {
    id: 'axleLoadCalculator.error.negative',
    defaultMessage: 'Der Wert darf nicht negativ sein.',
  },
  errorNotPositive: {
    id: 'axleLoadCalculator.error.notPositive',
    defaultMessage: 'Der Wert muss größer als 0 sein.',
  },
  errorAxleLoadsDoNotAddUp: {
    id: 'axleLoadCalculator.error.axleLoadsDoNotAddUp',
    defaultMessage: 'Vorder- und Hinterachslast ergeben zusammen nicht das Leergewicht.',
  },
  incomplete: {
    id: 'axleLoadCalculator.incomplete',
    defaultMessage: 'Die Ergebnisse erscheinen, sobald alle Angaben zum Traktor gültig sind.',
  },
  results: { id: 'axleLoadCalculator.results', defaultMessage: 'Ergebnis' },
  quantity: { id: 'axleLoadCalculator.quantity', defaultMessage: 'Größe' },
  withoutDevice: { id: 'axleLoadCalculator.withoutDevice', defaultMessage: 'Ohne Anbaugeräte' },
  withDevice: { id: 'axleLoadCalculator.withDevice', defaultMessage: 'Mit Anbaugeräten' },
  permittedColumn: { id: 'axleLoadCalculator.permittedColumn', defaultMessage: 'Zulässig' },
  totalWeight: { id: 'axleLoadCalculator.totalWeight', defaultMessage: 'Gesamtgewicht' },
  frontAxleLoad: { id: 'axleLoadCalculator.frontAxleLoad', defaultMessage: 'Vorderachslast' },
  rearAxleLoad: { id: 'axleLoadCalculator.rearAxleLoad', defaultMessage: 'Hinterachslast' },
  withinLimits: {
    id: 'axleLoadCalculator.withinLimits',
    defaultMessage: 'Alle zulässigen Werte werden eingehalten.',
  },
  exceededTitle: {
    id: 'axleLoadCalculator.exceededTitle',
    defaultMessage: 'Zulässige Werte überschritten',
  },
  exceeded: {
    id: 'axleLoadCalculator.exceeded',
    defaultMessage: '{quantity} um {excess} kg zu hoch',
  },
  frontAxleTooLight: {
    id: 'axleLoadCalculator.frontAxleTooLight',
    defaultMessage:
      'Die Vorderachse trägt weniger als {share} des Gesamtgewichts: Die Lenkfähigkeit ist eingeschränkt.',
  },
  frontBallastAhead: {
    id: 'axleLoadCalculator.frontBallastAhead',
    defaultMessage:
      'Nötig sind mindestens {ballast} kg Frontballast, {distance} m vor der Vorderachse.',
  },
  frontBallastOverAxle: {
    id: 'axleLoadCalculator.frontBallastOverAxle',
    defaultMessage:
      'Nötig sind mindestens {ballast} kg Ballast direkt über der Vorderachse, etwa als Radgewichte.',
  },
  modelFiguresMissing: {
    id: 'axleLoadCalculator.modelFiguresMissing',
    defaultMessage:
      'Der Rechner kennt nicht alle Werte dieses Modells: Bitte ergänze sie aus der Zulassungsbescheinigung und der Betriebsanleitung.',
  },
  minimumFrontBallast: {
    id: 'axleLoadCalculator.minimumFrontBallast',
    defaultMessage: 'Mindestballast vorne',
  },
  noBallastNeeded: {
    id: 'axleLoadCalculator.noBallastNeeded',
    defaultMessage: 'Kein Frontballast nötig.',
  },
  diagram: {
    id: 'axleLoadCalculator.diagram',
    defaultMessage:
      'Seitenansicht: Traktor mit {front} kg vorne und {rear} kg hinten; Vorderachslast {frontAxleLoad} kg, Hinterachslast {rearAxleLoad} kg.',
  },
  print: { id: 'axleLoadCalculator.print', defaultMessage: 'Drucken' },
  amount: { id: 'axleLoadCalculator.amount', defaultMessage: '{value} kg' },
});
