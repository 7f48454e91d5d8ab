import type { Machine, MachineSummary } from '@lindner/api/schema';
import { machinePhotoAsset } from '../../plugins/machinePhotos';
import type { FoundMachine, MachineDetail } from './repository';
import type { MachineRow } from './tables';

const nameOf = (row: MachineRow) => `${row.manufacturer} ${row.model}`;

/** Distances as the dealer search gives them: to 0.1 km. */
const roundedKm = (km: number | null) => (km === null ? null : Math.round(km * 10) / 10);

function summaryOf(
  row: MachineRow,
  photo: string | null,
  distanceKm: number | null,
  apiPath: string,
): MachineSummary {
  return {
    id: row.id,
    identifier: row.identifier,
    type: row.type,
    vehicleClass: row.vehicleClass,
    manufacturer: row.manufacturer,
    model: row.model,
    modelId: row.modelId,
    yearOfConstruction: row.yearOfConstruction,
    operatingHours: row.operatingHours,
    horsepower: row.horsepower,
    priceCents: row.priceCents,
    vatDeductible: row.vatDeductible,
    offerType: row.offerType,
    location: {
      zip: row.zip,
      city: row.city,
      country: row.country,
      region: row.region,
      lat: row.lat,
      lng: row.lng,
    },
    image: photo ? machinePhotoAsset(apiPath, photo, nameOf(row)) : null,
    listedAt: row.listedAt.toISOString(),
    distanceKm: roundedKm(distanceKm),
  };
}

/** A machine of a result page. */
export function toMachineSummary(found: FoundMachine, apiPath: string): MachineSummary {
  return summaryOf(found.row, found.photo, found.distanceKm, apiPath);
}

/**
 * A machine with every field. Lindner's own machines (no dealer) name the sales address, where
 * their inquiries go.
 */
export function toMachine(
  { row, dealerName, photos }: MachineDetail,
  apiPath: string,
  salesAddress: string,
): Machine {
  return {
    ...summaryOf(row, photos[0] ?? null, null, apiPath),
    vin: row.vin,
    typeDescription: row.typeDescription,
    conditionClass: row.conditionClass,
    conditionGrade: row.conditionGrade,
    turbo: row.turbo,
    transmission: row.transmission,
    drive: row.drive,
    maxSpeedKmh: row.maxSpeedKmh,
    tireSet: row.tireSet,
    tireWearFrontPercent: row.tireWearFrontPercent,
    tireWearRearPercent: row.tireWearRearPercent,
    frontLoader: row.frontLoader,
    frontHydraulics: row.frontHydraulics,
    controlUnitsSingle: row.controlUnitsSingle,
    controlUnitsDouble: row.controlUnitsDouble,
    color: row.color,
    colorRal: row.colorRal,
    equipment: row.equipment,
    equipmentNotes: row.equipmentNotes,
    totalConsumptionLiters: row.totalConsumptionLiters,
    averageConsumptionLitersPerHour: row.averageConsumptionLitersPerHour,
    lengthMm: row.lengthMm,
    widthMm: row.widthMm,
    heightMm: row.heightMm,
    partHeightMm: row.partHeightMm,
    wheelBaseMm: row.wheelBaseMm,
    maxWeightKg: row.maxWeightKg,
    maxWeightFrontKg: row.maxWeightFrontKg,
    maxWeightRearKg: row.maxWeightRearKg,
    images: photos.map((photo) => machinePhotoAsset(apiPath, photo, nameOf(row))),
    description: row.description,
    contact: {
      name: row.contactName,
      phone: row.contactPhone,
      email: row.contactEmail ?? (row.dealerId ? null : salesAddress),
      dealer: row.dealerId && dealerName ? { id: row.dealerId, name: dealerName } : null,
    },
  };
}
