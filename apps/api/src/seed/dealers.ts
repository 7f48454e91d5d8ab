import { count, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../database/connection';
import {
  dealers,
  postalCodes,
  type DealerRow,
  type PostalCodeRow,
} from '../plugins/dealerDirectory';

/**
 * The dealer finder's dealers and postal codes: reference data, inserted by migration
 * 0015_reference_dealers.sql (written from these lists by
 * apps/api/scripts/referenceDataMigration.ts; see seed/referenceData.ts). EVERY DEALER, PERSON,
 * STREET, PHONE NUMBER AND E-MAIL ADDRESS BELOW IS INVENTED: the names sound like rural
 * machinery dealers of the region, the e-mail addresses use the reserved `.example` domain and
 * the phone numbers the towns' real area codes with made-up subscriber numbers. Towns, postal
 * codes and coordinates are real (the town centres, rounded), so distances and the map are
 * plausible.
 */

type Contact = NonNullable<DealerRow['contactPerson']>;
type Interval = DealerRow['openingHours'][number];

const weekdays = (opens: string, closes: string, days = [1, 2, 3, 4, 5]): Interval[] =>
  days.map((day) => ({ day, opens, closes }));

/** Opening hours as the dealers of the region keep them. */
const hours = {
  /** Monday to Friday with a lunch break. */
  lunchBreak: [...weekdays('07:30', '12:00'), ...weekdays('13:00', '17:30')],
  /** The same, plus Saturday morning. */
  lunchBreakSaturday: [
    ...weekdays('07:30', '12:00'),
    ...weekdays('13:00', '17:30'),
    { day: 6, opens: '08:00', closes: '12:00' },
  ],
  /** Open through midday, Saturday morning too. */
  continuous: [...weekdays('08:00', '18:00'), { day: 6, opens: '08:00', closes: '12:00' }],
  /** Early start, Friday afternoon closed. */
  earlyFriday: [...weekdays('07:00', '12:00'), ...weekdays('13:00', '16:30', [1, 2, 3, 4])],
} satisfies Record<string, Interval[]>;

/** Lindner's area sales managers (invented people), one per region. */
const areaSalesManagers = {
  tyrolWest: asm('Florian Kathrein', '+43 664 800 1101', 'f.kathrein'),
  tyrolEast: asm('Magdalena Schwaiger', '+43 664 800 1102', 'm.schwaiger'),
  upperAustria: asm('Stefan Aigner', '+43 664 800 1103', 's.aigner'),
  eastAustria: asm('Christina Fuchsbauer', '+43 664 800 1104', 'c.fuchsbauer'),
  south: asm('Thomas Rainer', '+43 664 800 1105', 't.rainer'),
  bavaria: asm('Andreas Wimmer', '+49 171 800 1106', 'a.wimmer'),
  switzerland: asm('Reto Caduff', '+41 79 800 11 07', 'r.caduff'),
  southTyrol: asm('Lukas Oberhofer', '+39 335 800 1108', 'l.oberhofer'),
  slovenia: asm('Matej Kovačič', '+386 41 800 109', 'm.kovacic'),
} satisfies Record<string, Contact>;

function asm(name: string, phone: string, mailbox: string): Contact {
  return { name, phone, email: `${mailbox}@lindner-demo.example` };
}

interface Place {
  country: DealerRow['country'];
  zip: string;
  city: string;
  lat: number;
  lng: number;
}

const place = (
  country: Place['country'],
  zip: string,
  city: string,
  lat: number,
  lng: number,
): Place => ({ country, zip, city, lat, lng });

/** The towns of the dealers and a few more that people search for (Linz, Vienna, Munich …). */
const places = {
  kundl: place('AT', '6250', 'Kundl', 47.4667, 11.9833),
  schwaz: place('AT', '6130', 'Schwaz', 47.3492, 11.7081),
  imst: place('AT', '6460', 'Imst', 47.2394, 10.7381),
  landeck: place('AT', '6500', 'Landeck', 47.1397, 10.5653),
  reutte: place('AT', '6600', 'Reutte', 47.4856, 10.7192),
  stJohannTirol: place('AT', '6380', 'St. Johann in Tirol', 47.5236, 12.4236),
  lienz: place('AT', '9900', 'Lienz', 46.8289, 12.7693),
  dornbirn: place('AT', '6850', 'Dornbirn', 47.4125, 9.7417),
  bludenz: place('AT', '6700', 'Bludenz', 47.1547, 9.8222),
  saalfelden: place('AT', '5760', 'Saalfelden am Steinernen Meer', 47.4269, 12.8483),
  stJohannPongau: place('AT', '5600', 'St. Johann im Pongau', 47.3494, 13.2019),
  strasswalchen: place('AT', '5204', 'Straßwalchen', 47.9797, 13.2583),
  tamsweg: place('AT', '5580', 'Tamsweg', 47.1281, 13.8108),
  leonding: place('AT', '4060', 'Leonding', 48.2792, 14.2528),
  wels: place('AT', '4600', 'Wels', 48.1575, 14.0289),
  enns: place('AT', '4470', 'Enns', 48.2131, 14.4753),
  freistadt: place('AT', '4240', 'Freistadt', 48.5119, 14.5036),
  rohrbach: place('AT', '4150', 'Rohrbach-Berg', 48.5717, 13.9886),
  ried: place('AT', '4910', 'Ried im Innkreis', 48.2103, 13.4894),
  voecklabruck: place('AT', '4840', 'Vöcklabruck', 48.0086, 13.6556),
  amstetten: place('AT', '3300', 'Amstetten', 48.1229, 14.872),
  zwettl: place('AT', '3910', 'Zwettl', 48.6033, 15.1689),
  stPoelten: place('AT', '3100', 'St. Pölten', 48.2047, 15.6256),
  wienerNeustadt: place('AT', '2700', 'Wiener Neustadt', 47.8151, 16.2467),
  oberwart: place('AT', '7400', 'Oberwart', 47.2878, 16.2031),
  leoben: place('AT', '8700', 'Leoben', 47.3817, 15.0972),
  liezen: place('AT', '8940', 'Liezen', 47.5667, 14.2333),
  weiz: place('AT', '8160', 'Weiz', 47.2167, 15.6167),
  feldbach: place('AT', '8330', 'Feldbach', 46.95, 15.8833),
  klagenfurt: place('AT', '9020', 'Klagenfurt am Wörthersee', 46.6247, 14.3053),
  spittal: place('AT', '9800', 'Spittal an der Drau', 46.8, 13.5),
  wolfsberg: place('AT', '9400', 'Wolfsberg', 46.8419, 14.8442),
  rosenheim: place('DE', '83022', 'Rosenheim', 47.8561, 12.1289),
  traunstein: place('DE', '83278', 'Traunstein', 47.8683, 12.6433),
  miesbach: place('DE', '83714', 'Miesbach', 47.7897, 11.8339),
  kempten: place('DE', '87435', 'Kempten (Allgäu)', 47.7267, 10.3139),
  weilheim: place('DE', '82362', 'Weilheim in Oberbayern', 47.8397, 11.1422),
  passau: place('DE', '94032', 'Passau', 48.5667, 13.4319),
  landshut: place('DE', '84028', 'Landshut', 48.5372, 12.1522),
  chur: place('CH', '7000', 'Chur', 46.8499, 9.5329),
  stGallen: place('CH', '9000', 'St. Gallen', 47.4245, 9.3767),
  luzern: place('CH', '6003', 'Luzern', 47.0502, 8.3093),
  thun: place('CH', '3600', 'Thun', 46.758, 7.628),
  bozen: place('IT', '39100', 'Bozen', 46.4983, 11.3548),
  brixen: place('IT', '39042', 'Brixen', 46.715, 11.656),
  bruneck: place('IT', '39031', 'Bruneck', 46.7966, 11.9359),
  meran: place('IT', '39012', 'Meran', 46.6713, 11.1525),
  schlanders: place('IT', '39028', 'Schlanders', 46.6283, 10.7753),
  kranj: place('SI', '4000', 'Kranj', 46.2389, 14.3556),
  celje: place('SI', '3000', 'Celje', 46.2309, 15.2604),
  maribor: place('SI', '2000', 'Maribor', 46.5547, 15.6459),
  noveMesto: place('SI', '8000', 'Novo mesto', 45.8011, 15.1711),
  // Searched for, no dealer of their own.
  linz: place('AT', '4020', 'Linz', 48.3064, 14.2858),
  innsbruck: place('AT', '6020', 'Innsbruck', 47.2692, 11.4041),
  salzburg: place('AT', '5020', 'Salzburg', 47.8095, 13.055),
  graz: place('AT', '8010', 'Graz', 47.0707, 15.4395),
  wien: place('AT', '1010', 'Wien', 48.2085, 16.3721),
  muenchen: place('DE', '80331', 'München', 48.1374, 11.5755),
  zuerich: place('CH', '8001', 'Zürich', 47.3717, 8.5423),
  bern: place('CH', '3011', 'Bern', 46.948, 7.4474),
  ljubljana: place('SI', '1000', 'Ljubljana', 46.0569, 14.5058),
  // South Tyrol's towns are also searched by their Italian names.
  bolzano: place('IT', '39100', 'Bolzano', 46.4983, 11.3548),
  bressanone: place('IT', '39042', 'Bressanone', 46.715, 11.656),
  brunico: place('IT', '39031', 'Brunico', 46.7966, 11.9359),
  merano: place('IT', '39012', 'Merano', 46.6713, 11.1525),
} satisfies Record<string, Place>;

export const postalCodeSeed: PostalCodeRow[] = Object.values(places);

const domain = (country: Place['country']) =>
  ({ AT: 'at', DE: 'de', CH: 'ch', IT: 'it', SI: 'si' })[country];

type DealerSpec = Pick<DealerRow, 'id' | 'name' | 'storeTypes' | 'street' | 'phone'> &
  Partial<
    Pick<DealerRow, 'municipal' | 'licences' | 'diagnosis' | 'certification' | 'openingHours'>
  > & {
    at: Place;
    /** [latitude offset, longitude offset] from the town centre: the dealer's own yard. */
    offset?: [number, number];
    contact: [name: string, phone?: string];
    asm: Contact;
  };

function dealer(spec: DealerSpec): DealerRow {
  const { at, offset = [0.004, -0.006], contact, asm: manager, ...rest } = spec;
  const mailbox = `${spec.id}.${domain(at.country)}.example`;
  return {
    municipal: false,
    licences: ['lintrac', 'geotrac'],
    diagnosis: true,
    certification: 'approved',
    openingHours: hours.lunchBreakSaturday,
    ...rest,
    zip: at.zip,
    city: at.city,
    country: at.country,
    lat: Math.round((at.lat + offset[0]) * 1e5) / 1e5,
    lng: Math.round((at.lng + offset[1]) * 1e5) / 1e5,
    email: `office@${mailbox}`,
    website: `https://www.${mailbox}`,
    contactPerson: {
      name: contact[0],
      phone: contact[1] ?? spec.phone,
      email: `${contact[0]
        .split(' ')[0]!
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}@${mailbox}`,
    },
    areaSalesManager: manager,
  };
}

const all = ['lintrac', 'geotrac', 'unitrac', 'traclink'];
const tractors = ['lintrac', 'geotrac'];
const { tyrolWest, tyrolEast, upperAustria, eastAustria, south, bavaria } = areaSalesManagers;

/** 52 invented dealers in Austria, Germany, Switzerland, South Tyrol and Slovenia. */
export const dealerSeed: DealerRow[] = [
  // Tyrol and Vorarlberg
  dealer({
    id: 'landtechnik-gwiggner-kundl',
    name: 'Landtechnik Gwiggner',
    storeTypes: ['reseller', 'servicePartner'],
    municipal: true,
    licences: all,
    street: 'Gewerbestraße 14',
    phone: '+43 5338 70 210',
    at: places.kundl,
    contact: ['Johann Gwiggner'],
    asm: tyrolEast,
    openingHours: hours.continuous,
  }),
  dealer({
    id: 'agrar-hechenblaikner-schwaz',
    name: 'Agrartechnik Hechenblaikner',
    storeTypes: ['reseller'],
    street: 'Innsbrucker Straße 52',
    phone: '+43 5242 61 430',
    at: places.schwaz,
    contact: ['Verena Hechenblaikner'],
    asm: tyrolEast,
  }),
  dealer({
    id: 'landmaschinen-krismer-imst',
    name: 'Landmaschinen Krismer',
    storeTypes: ['reseller', 'servicePartner'],
    municipal: true,
    licences: all,
    street: 'Industriezone 21',
    phone: '+43 5412 63 180',
    at: places.imst,
    contact: ['Markus Krismer'],
    asm: tyrolWest,
  }),
  dealer({
    id: 'werkstatt-zangerl-landeck',
    name: 'Werkstatt Zangerl',
    storeTypes: ['servicePartner'],
    street: 'Bruggfeldstraße 7',
    phone: '+43 5442 64 215',
    at: places.landeck,
    contact: ['Elias Zangerl'],
    asm: tyrolWest,
    certification: 'progress',
    openingHours: hours.earlyFriday,
  }),
  dealer({
    id: 'ausserfern-agrar-reutte',
    name: 'Außerferner Agrarservice',
    storeTypes: ['baseDealer'],
    street: 'Allgäuer Straße 33',
    phone: '+43 5672 62 507',
    at: places.reutte,
    contact: ['Sabine Lechleitner'],
    asm: tyrolWest,
    licences: ['geotrac'],
    diagnosis: false,
    certification: null,
  }),
  dealer({
    id: 'landtechnik-foidl-st-johann',
    name: 'Landtechnik Foidl',
    storeTypes: ['reseller', 'servicePartner'],
    street: 'Birkenstraße 9',
    phone: '+43 5352 62 840',
    at: places.stJohannTirol,
    contact: ['Georg Foidl'],
    asm: tyrolEast,
    licences: all,
  }),
  dealer({
    id: 'kommunaltechnik-oberwalder-lienz',
    name: 'Kommunaltechnik Oberwalder',
    storeTypes: ['municipalDealer'],
    municipal: true,
    street: 'Kärntner Straße 41',
    phone: '+43 4852 63 322',
    at: places.lienz,
    contact: ['Anna Oberwalder'],
    asm: tyrolEast,
    licences: ['unitrac', 'lintrac'],
  }),
  dealer({
    id: 'landtechnik-fussenegger-dornbirn',
    name: 'Landtechnik Fussenegger',
    storeTypes: ['reseller', 'servicePartner'],
    street: 'Schwefelbadstraße 18',
    phone: '+43 5572 38 615',
    at: places.dornbirn,
    contact: ['Daniel Fussenegger'],
    asm: tyrolWest,
    openingHours: hours.continuous,
  }),
  dealer({
    id: 'montafoner-landtechnik-bludenz',
    name: 'Montafoner Landtechnik',
    storeTypes: ['baseDealer'],
    municipal: true,
    street: 'Klarenbrunnstraße 60',
    phone: '+43 5552 62 904',
    at: places.bludenz,
    contact: ['Katharina Tschofen'],
    asm: tyrolWest,
    licences: ['unitrac', 'geotrac'],
    certification: 'review',
  }),
  // Salzburg
  dealer({
    id: 'pinzgauer-landtechnik-saalfelden',
    name: 'Pinzgauer Landtechnik',
    storeTypes: ['reseller', 'servicePartner'],
    municipal: true,
    licences: all,
    street: 'Loferer Straße 28',
    phone: '+43 6582 72 140',
    at: places.saalfelden,
    contact: ['Martin Hutter'],
    asm: tyrolEast,
  }),
  dealer({
    id: 'agrar-pongau-st-johann',
    name: 'Agrartechnik Pongau',
    storeTypes: ['reseller'],
    street: 'Hauptstraße 112',
    phone: '+43 6412 42 305',
    at: places.stJohannPongau,
    contact: ['Barbara Laireiter'],
    asm: tyrolEast,
  }),
  dealer({
    id: 'flachgauer-landmaschinen-strasswalchen',
    name: 'Flachgauer Landmaschinen',
    storeTypes: ['servicePartner'],
    street: 'Salzburger Straße 5',
    phone: '+43 6215 82 417',
    at: places.strasswalchen,
    contact: ['Peter Gschwandtner'],
    asm: upperAustria,
    openingHours: hours.lunchBreak,
  }),
  dealer({
    id: 'lungauer-agrarservice-tamsweg',
    name: 'Lungauer Agrarservice',
    storeTypes: ['baseDealer'],
    street: 'Murtalstraße 17',
    phone: '+43 6474 23 680',
    at: places.tamsweg,
    contact: ['Franz Pfeifenberger'],
    asm: south,
    diagnosis: false,
    certification: null,
    licences: ['geotrac'],
  }),
  // Upper Austria
  dealer({
    id: 'landtechnik-hofstaetter-leonding',
    name: 'Landtechnik Hofstätter',
    storeTypes: ['reseller', 'servicePartner'],
    municipal: true,
    licences: all,
    street: 'Welser Straße 140',
    phone: '+43 732 67 1180',
    at: places.leonding,
    contact: ['Michael Hofstätter'],
    asm: upperAustria,
    openingHours: hours.continuous,
  }),
  dealer({
    id: 'agrarzentrum-wels',
    name: 'Agrarzentrum Traunviertel',
    storeTypes: ['reseller'],
    street: 'Salzburger Straße 210',
    phone: '+43 7242 41 260',
    at: places.wels,
    contact: ['Eva Pühringer'],
    asm: upperAustria,
  }),
  dealer({
    id: 'kommunal-mayrhofer-enns',
    name: 'Kommunal- und Landtechnik Mayrhofer',
    storeTypes: ['municipalDealer', 'servicePartner'],
    municipal: true,
    street: 'Linzer Straße 48',
    phone: '+43 7223 82 935',
    at: places.enns,
    contact: ['Christoph Mayrhofer'],
    asm: upperAustria,
    licences: ['unitrac', 'lintrac', 'traclink'],
  }),
  dealer({
    id: 'muehlviertler-landtechnik-freistadt',
    name: 'Mühlviertler Landtechnik',
    storeTypes: ['reseller', 'servicePartner'],
    street: 'Prager Straße 22',
    phone: '+43 7942 72 318',
    at: places.freistadt,
    contact: ['Julia Wögerbauer'],
    asm: upperAustria,
  }),
  dealer({
    id: 'werkstatt-pichler-rohrbach',
    name: 'Landmaschinenwerkstatt Pichler',
    storeTypes: ['servicePartner'],
    street: 'Gewerbepark 3',
    phone: '+43 7289 42 516',
    at: places.rohrbach,
    contact: ['Herbert Pichler'],
    asm: upperAustria,
    openingHours: hours.earlyFriday,
    certification: 'progress',
  }),
  dealer({
    id: 'innviertler-agrar-ried',
    name: 'Innviertler Agrartechnik',
    storeTypes: ['reseller'],
    street: 'Braunauer Straße 66',
    phone: '+43 7752 83 140',
    at: places.ried,
    contact: ['Sebastian Wimmer'],
    asm: upperAustria,
  }),
  dealer({
    id: 'hausruck-landtechnik-voecklabruck',
    name: 'Hausruck Landtechnik',
    storeTypes: ['baseDealer'],
    street: 'Linzer Straße 91',
    phone: '+43 7672 72 650',
    at: places.voecklabruck,
    contact: ['Theresa Hemetsberger'],
    asm: upperAustria,
    diagnosis: false,
    certification: null,
  }),
  // Lower Austria, Burgenland
  dealer({
    id: 'mostviertler-landtechnik-amstetten',
    name: 'Mostviertler Landtechnik',
    storeTypes: ['reseller', 'servicePartner'],
    municipal: true,
    street: 'Waidhofner Straße 37',
    phone: '+43 7472 62 814',
    at: places.amstetten,
    contact: ['Wolfgang Hiesberger'],
    asm: eastAustria,
    licences: all,
  }),
  dealer({
    id: 'waldviertler-agrar-zwettl',
    name: 'Waldviertler Agrarservice',
    storeTypes: ['servicePartner'],
    street: 'Gerungser Straße 12',
    phone: '+43 2822 52 377',
    at: places.zwettl,
    contact: ['Rosemarie Hahn'],
    asm: eastAustria,
  }),
  dealer({
    id: 'kommunaltechnik-zeilinger-st-poelten',
    name: 'Kommunaltechnik Zeilinger',
    storeTypes: ['municipalDealer'],
    municipal: true,
    street: 'Mariazeller Straße 150',
    phone: '+43 2742 35 920',
    at: places.stPoelten,
    contact: ['Alexander Zeilinger'],
    asm: eastAustria,
    licences: ['unitrac'],
    openingHours: hours.continuous,
  }),
  dealer({
    id: 'landtechnik-steinbrecher-wiener-neustadt',
    name: 'Landtechnik Steinbrecher',
    storeTypes: ['reseller'],
    street: 'Neunkirchner Straße 85',
    phone: '+43 2622 24 516',
    at: places.wienerNeustadt,
    contact: ['Nina Steinbrecher'],
    asm: eastAustria,
    openingHours: hours.lunchBreak,
  }),
  dealer({
    id: 'suedburgenland-agrar-oberwart',
    name: 'Agrartechnik Südburgenland',
    storeTypes: ['baseDealer'],
    street: 'Grazer Straße 44',
    phone: '+43 3352 32 198',
    at: places.oberwart,
    contact: ['Ernst Halper'],
    asm: eastAustria,
    certification: 'review',
  }),
  // Styria, Carinthia
  dealer({
    id: 'obersteirische-landtechnik-leoben',
    name: 'Obersteirische Landtechnik',
    storeTypes: ['reseller', 'servicePartner'],
    street: 'Kerpelystraße 19',
    phone: '+43 3842 42 733',
    at: places.leoben,
    contact: ['Gernot Pölzl'],
    asm: south,
  }),
  dealer({
    id: 'ennstaler-landtechnik-liezen',
    name: 'Ennstaler Landtechnik',
    storeTypes: ['reseller'],
    municipal: true,
    street: 'Selzthaler Straße 8',
    phone: '+43 3612 22 461',
    at: places.liezen,
    contact: ['Monika Schrempf'],
    asm: south,
  }),
  dealer({
    id: 'oststeirische-agrar-weiz',
    name: 'Oststeirische Agrartechnik',
    storeTypes: ['servicePartner'],
    street: 'Gleisdorfer Straße 73',
    phone: '+43 3172 28 904',
    at: places.weiz,
    contact: ['Karl Derler'],
    asm: south,
  }),
  dealer({
    id: 'landtechnik-lackner-feldbach',
    name: 'Landtechnik Lackner',
    storeTypes: ['baseDealer'],
    street: 'Gniebinger Straße 26',
    phone: '+43 3152 23 617',
    at: places.feldbach,
    contact: ['Stefanie Lackner'],
    asm: south,
    diagnosis: false,
    certification: null,
  }),
  dealer({
    id: 'kaerntner-landtechnik-klagenfurt',
    name: 'Kärntner Landtechnik',
    storeTypes: ['reseller', 'servicePartner'],
    municipal: true,
    licences: all,
    street: 'Rosentaler Straße 205',
    phone: '+43 463 21 4470',
    at: places.klagenfurt,
    contact: ['Bernhard Kogler'],
    asm: south,
    openingHours: hours.continuous,
  }),
  dealer({
    id: 'oberkaerntner-agrar-spittal',
    name: 'Oberkärntner Agrarservice',
    storeTypes: ['servicePartner'],
    street: 'Villacher Straße 61',
    phone: '+43 4762 36 205',
    at: places.spittal,
    contact: ['Daniela Granig'],
    asm: south,
  }),
  dealer({
    id: 'lavanttaler-kommunaltechnik-wolfsberg',
    name: 'Lavanttaler Kommunaltechnik',
    storeTypes: ['municipalDealer'],
    municipal: true,
    street: 'Klagenfurter Straße 30',
    phone: '+43 4352 27 390',
    at: places.wolfsberg,
    contact: ['Manfred Schratter'],
    asm: south,
    licences: ['unitrac'],
  }),
  // Bavaria and Allgäu
  dealer({
    id: 'landtechnik-huber-rosenheim',
    name: 'Landtechnik Huber Rosenheim',
    storeTypes: ['reseller', 'servicePartner'],
    municipal: true,
    licences: all,
    street: 'Kufsteiner Straße 120',
    phone: '+49 8031 40 7120',
    at: places.rosenheim,
    contact: ['Korbinian Huber'],
    asm: bavaria,
  }),
  dealer({
    id: 'chiemgauer-agrar-traunstein',
    name: 'Chiemgauer Agrartechnik',
    storeTypes: ['reseller'],
    street: 'Wasserburger Straße 44',
    phone: '+49 861 20 9345',
    at: places.traunstein,
    contact: ['Theresa Obermaier'],
    asm: bavaria,
  }),
  dealer({
    id: 'oberland-landtechnik-miesbach',
    name: 'Oberland Landtechnik',
    storeTypes: ['servicePartner'],
    street: 'Rosenheimer Straße 17',
    phone: '+49 8025 99 2140',
    at: places.miesbach,
    contact: ['Quirin Hacklinger'],
    asm: bavaria,
    openingHours: hours.lunchBreak,
  }),
  dealer({
    id: 'allgaeuer-landmaschinen-kempten',
    name: 'Allgäuer Landmaschinen',
    storeTypes: ['reseller', 'servicePartner'],
    street: 'Lindauer Straße 88',
    phone: '+49 831 52 6310',
    at: places.kempten,
    contact: ['Matthias Kößler'],
    asm: bavaria,
  }),
  dealer({
    id: 'pfaffenwinkel-kommunal-weilheim',
    name: 'Kommunaltechnik Pfaffenwinkel',
    storeTypes: ['municipalDealer'],
    municipal: true,
    street: 'Murnauer Straße 9',
    phone: '+49 881 92 4470',
    at: places.weilheim,
    contact: ['Susanne Resch'],
    asm: bavaria,
    licences: ['unitrac'],
  }),
  dealer({
    id: 'dreifluesse-landtechnik-passau',
    name: 'Dreiflüsse Landtechnik',
    storeTypes: ['baseDealer'],
    street: 'Regensburger Straße 64',
    phone: '+49 851 75 3290',
    at: places.passau,
    contact: ['Florian Weinzierl'],
    asm: bavaria,
    certification: 'progress',
  }),
  dealer({
    id: 'isartal-agrar-landshut',
    name: 'Isartal Agrarservice',
    storeTypes: ['baseDealer'],
    municipal: true,
    street: 'Niedermayerstraße 102',
    phone: '+49 871 43 1850',
    at: places.landshut,
    contact: ['Veronika Brandl'],
    asm: bavaria,
    diagnosis: false,
    certification: null,
  }),
  // Switzerland
  dealer({
    id: 'buendner-landtechnik-chur',
    name: 'Bündner Landtechnik',
    storeTypes: ['reseller', 'servicePartner'],
    municipal: true,
    licences: all,
    street: 'Kasernenstrasse 60',
    phone: '+41 81 250 43 10',
    at: places.chur,
    contact: ['Gian Casutt'],
    asm: areaSalesManagers.switzerland,
  }),
  dealer({
    id: 'ostschweizer-agrar-st-gallen',
    name: 'Ostschweizer Agrartechnik',
    storeTypes: ['servicePartner'],
    street: 'Zürcher Strasse 180',
    phone: '+41 71 278 30 55',
    at: places.stGallen,
    contact: ['Urs Tobler'],
    asm: areaSalesManagers.switzerland,
    openingHours: hours.lunchBreak,
  }),
  dealer({
    id: 'innerschweizer-kommunal-luzern',
    name: 'Innerschweizer Kommunaltechnik',
    storeTypes: ['municipalDealer', 'reseller'],
    municipal: true,
    street: 'Horwerstrasse 77',
    phone: '+41 41 360 12 85',
    at: places.luzern,
    contact: ['Sandra Bucher'],
    asm: areaSalesManagers.switzerland,
    licences: ['unitrac', 'lintrac'],
  }),
  dealer({
    id: 'berner-oberland-landtechnik-thun',
    name: 'Landtechnik Berner Oberland',
    storeTypes: ['baseDealer'],
    street: 'Gwattstrasse 24',
    phone: '+41 33 336 71 40',
    at: places.thun,
    contact: ['Beat Zurbrügg'],
    asm: areaSalesManagers.switzerland,
  }),
  // South Tyrol
  dealer({
    id: 'landtechnik-unterkofler-bozen',
    name: 'Landtechnik Unterkofler',
    storeTypes: ['reseller', 'servicePartner'],
    municipal: true,
    licences: all,
    street: 'Schlachthofstraße 31',
    phone: '+39 0471 97 4210',
    at: places.bozen,
    contact: ['Manuel Unterkofler'],
    asm: areaSalesManagers.southTyrol,
    openingHours: hours.continuous,
  }),
  dealer({
    id: 'eisacktaler-agrar-brixen',
    name: 'Eisacktaler Agrartechnik',
    storeTypes: ['reseller'],
    street: 'Brennerstraße 48',
    phone: '+39 0472 83 5160',
    at: places.brixen,
    contact: ['Magdalena Prader'],
    asm: areaSalesManagers.southTyrol,
  }),
  dealer({
    id: 'pustertaler-landtechnik-bruneck',
    name: 'Pustertaler Landtechnik',
    storeTypes: ['servicePartner', 'baseDealer'],
    street: 'Nordring 14',
    phone: '+39 0474 55 3270',
    at: places.bruneck,
    contact: ['Hannes Oberhollenzer'],
    asm: areaSalesManagers.southTyrol,
  }),
  dealer({
    id: 'burggraefler-obstbautechnik-meran',
    name: 'Burggräfler Obstbautechnik',
    storeTypes: ['reseller', 'servicePartner'],
    street: 'Gampenstraße 90',
    phone: '+39 0473 23 6810',
    at: places.meran,
    contact: ['Andrea Pircher'],
    asm: areaSalesManagers.southTyrol,
    licences: ['geotrac', 'lintrac', 'traclink'],
  }),
  dealer({
    id: 'vinschger-kommunal-schlanders',
    name: 'Vinschger Kommunaltechnik',
    storeTypes: ['municipalDealer'],
    municipal: true,
    street: 'Vetzanerstraße 6',
    phone: '+39 0473 73 0415',
    at: places.schlanders,
    contact: ['Thomas Tappeiner'],
    asm: areaSalesManagers.southTyrol,
    licences: ['unitrac'],
    openingHours: hours.earlyFriday,
  }),
  // Slovenia
  dealer({
    id: 'kmetijska-tehnika-gorenjska-kranj',
    name: 'Kmetijska tehnika Gorenjska',
    storeTypes: ['reseller', 'servicePartner'],
    municipal: true,
    licences: all,
    street: 'Ljubljanska cesta 42',
    phone: '+386 4 280 31 20',
    at: places.kranj,
    contact: ['Janez Zupan'],
    asm: areaSalesManagers.slovenia,
  }),
  dealer({
    id: 'agro-savinja-celje',
    name: 'Agro Savinja',
    storeTypes: ['reseller'],
    street: 'Mariborska cesta 115',
    phone: '+386 3 425 66 10',
    at: places.celje,
    contact: ['Mojca Kranjc'],
    asm: areaSalesManagers.slovenia,
    openingHours: hours.continuous,
  }),
  dealer({
    id: 'stajerska-kmetijska-mehanizacija-maribor',
    name: 'Štajerska kmetijska mehanizacija',
    storeTypes: ['servicePartner', 'municipalDealer'],
    municipal: true,
    street: 'Ptujska cesta 30',
    phone: '+386 2 460 17 45',
    at: places.maribor,
    contact: ['Boštjan Horvat'],
    asm: areaSalesManagers.slovenia,
    licences: ['unitrac', 'geotrac'],
  }),
  dealer({
    id: 'dolenjska-agro-novo-mesto',
    name: 'Dolenjska Agro',
    storeTypes: ['baseDealer'],
    street: 'Topliška cesta 8',
    phone: '+386 7 393 52 60',
    at: places.noveMesto,
    contact: ['Nataša Novak'],
    asm: areaSalesManagers.slovenia,
    diagnosis: false,
    certification: null,
    licences: tractors,
  }),
];

type Writer = Pick<Database['orm'], 'insert'>;

/**
 * Upserts the postal codes and dealers, as migration 0015 does: running it again adds nothing
 * twice and brings the dealers back to these lists' state.
 */
export async function seedDealers(orm: Writer): Promise<void> {
  await orm
    .insert(postalCodes)
    .values(postalCodeSeed)
    .onConflictDoUpdate({
      target: [postalCodes.country, postalCodes.zip, postalCodes.city],
      set: { lat: sql`excluded.lat`, lng: sql`excluded.lng` },
    });
  await orm
    .insert(dealers)
    .values(dealerSeed)
    .onConflictDoUpdate({
      target: dealers.id,
      set: Object.fromEntries(
        Object.entries(getTableColumns(dealers))
          .filter(([key]) => key !== 'id')
          .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
      ),
    });
}

/** Puts the dealers back into a database that has none (the migrations insert them). */
export async function seedDealersIfEmpty(database: Database): Promise<boolean> {
  const [row] = await database.orm.select({ dealers: count() }).from(dealers);
  if ((row?.dealers ?? 0) > 0) return false;
  await seedDealers(database.orm);
  return true;
}
