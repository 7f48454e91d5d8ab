import type { ModelSection } from '@lindner/api/schema';
import {
  decimal,
  french,
  hpUnit,
  publishedHp,
  publishedKw,
  usesOf,
  type ModelFacts,
  type Worded,
} from './modelWording';

/** A section's heading and paragraphs. */
export interface SectionText {
  title: string;
  paragraphs: string[];
}

type SectionWriter = (model: ModelFacts) => Worded<SectionText>;

/**
 * The engine as shared/data/lindner-models.json describes it, for the texts; a model it names
 * no engine for has none here.
 */
interface EngineFacts {
  maker?: string;
  type?: string;
  fourCylinder?: boolean;
  litres?: number;
  stage?: string;
}

const engines: Record<string, EngineFacts> = {
  'lintrac-110': { maker: 'Perkins' },
  'lintrac-115-ls': { fourCylinder: true, litres: 3.6, stage: 'V' },
  'lintrac-130': {
    maker: 'Perkins',
    type: '904J Syncro',
    fourCylinder: true,
    litres: 3.6,
    stage: 'V',
  },
  'geotrac-84ep': { maker: 'Perkins', fourCylinder: true, litres: 3.4, stage: 'IIIB' },
  'geotrac-124': { maker: 'Perkins', fourCylinder: true, litres: 4.4 },
  'geotrac-134ep': {
    maker: 'Perkins',
    type: '1204E',
    fourCylinder: true,
    litres: 4.4,
    stage: 'IIIB',
  },
};

function text(title: string, ...paragraphs: string[]): SectionText {
  return { title, paragraphs };
}

const overview: SectionWriter = (model) => {
  const { name } = model;
  const hp = publishedHp(model);
  const f = french(model);
  const power: Worded = hp
    ? { de: ` mit ${hp} PS`, en: ` with ${hp} hp`, fr: ` de ${hp} ch` }
    : { de: '', en: '', fr: '' };
  const what: Worded = {
    Lintrac: {
      de: `Der ${name} ist ein Standardtraktor${power.de} aus Lindners Werk in Kundl in Tirol.`,
      en: `The ${name} is a standard tractor${power.en} from Lindner’s works in Kundl, Tyrol.`,
      fr: `${f.Le} est un tracteur standard${power.fr} construit par Lindner à Kundl, au Tyrol.`,
    },
    Geotrac: {
      de: `Der ${name} gehört zur Geotrac-Baureihe, den Allradtraktoren aus Lindners Werk in Kundl in Tirol${hp ? `, und leistet ${hp} PS` : ''}.`,
      en: `The ${name} belongs to the Geotrac range, the four-wheel-drive tractors from Lindner’s works in Kundl, Tyrol${hp ? `, and delivers ${hp} hp` : ''}.`,
      fr: `${f.Le} appartient à la gamme Geotrac, les tracteurs à quatre roues motrices construits par Lindner à Kundl, au Tyrol${hp ? `, et développe ${hp} ch` : ''}.`,
    },
    Unitrac: {
      de: `Der ${name} ist ein Transporter${power.de} aus Lindners Werk in Kundl in Tirol: ein Geräteträger mit Leiterrahmen, permanentem Allradantrieb und Allradlenkung.`,
      en: `The ${name} is a transporter${power.en} from Lindner’s works in Kundl, Tyrol: an implement carrier with a ladder frame, permanent four-wheel drive and four-wheel steering.`,
      fr: `${f.Le} est un transporteur${power.fr} construit par Lindner à Kundl, au Tyrol : un porte-outils à châssis en échelle, à quatre roues motrices permanentes et quatre roues directrices.`,
    },
  }[model.series];
  return {
    de: text(
      `Der ${name} im Überblick`,
      `${what.de} Er ist für ${usesOf(model, 'de')} gebaut.`,
      `Hier findest Du Getriebe, Hydraulik, Motor, Kabine und die technischen Daten des ${name}. Werte, die als Beispielwerte gekennzeichnet sind, sind Richtwerte und keine Herstellerangaben.`,
    ),
    en: text(
      `The ${name} at a glance`,
      `${what.en} It is built for ${usesOf(model, 'en')}.`,
      `Here you find the transmission, hydraulics, engine, cab and technical data of the ${name}. Figures marked as example values are guide values, not the maker’s specifications.`,
    ),
    fr: text(
      `${f.Le} en bref`,
      `${what.fr} Il est conçu pour ${usesOf(model, 'fr')}.`,
      `Vous trouverez ici la transmission, l’hydraulique, le moteur, la cabine et les caractéristiques techniques ${f.du}. Les valeurs signalées comme exemples sont indicatives et ne sont pas des données du constructeur.`,
    ),
  };
};

const transmission: SectionWriter = (model) => {
  const { name } = model;
  const f = french(model);
  const zf = model.transmission?.includes('ZF') ?? false;
  if (model.transmissionKind === 'continuously-variable') {
    const unitrac = model.series === 'Unitrac';
    const split = model.transmission?.includes('power-split') ?? false;
    const what: Worded = unitrac
      ? {
          de: `Der ${name} fährt mit Lindners stufenlosem${split ? ', leistungsverzweigtem' : ''} LDrive-Getriebe.`,
          en: `The ${name} drives through Lindner’s continuously variable${split ? ', power-split' : ''} LDrive transmission.`,
          fr: `${f.Le} roule avec la transmission LDrive à variation continue${split ? ' et à dérivation de puissance' : ''} de Lindner.`,
        }
      : {
          de: `Der ${name} fährt mit einem stufenlosen Getriebe${zf ? ' von ZF' : ''}.`,
          en: `The ${name} drives through a continuously variable transmission${zf ? ' by ZF' : ''}.`,
          fr: `${f.Le} roule avec une transmission à variation continue${zf ? ' ZF' : ''}.`,
        };
    return {
      de: text(
        'Stufenloses Getriebe',
        `${what.de} Du wählst die Geschwindigkeit, das Getriebe passt die Übersetzung ohne Schaltstufen an.`,
        'Beim Anfahren am Hang und beim Rangieren gibt es keine Schaltpausen, und der Motor bleibt bei der Drehzahl, die die Arbeit braucht.',
      ),
      en: text(
        'Continuously variable transmission',
        `${what.en} You choose the speed; the transmission adjusts its ratio without steps.`,
        'There are no gear changes when starting on a slope or manoeuvring, and the engine stays at the speed the work needs.',
      ),
      fr: text(
        'Transmission à variation continue',
        `${what.fr} Vous choisissez la vitesse, la transmission adapte son rapport sans paliers.`,
        'Aucun changement de rapport au démarrage en pente ni lors des manœuvres, et le moteur reste au régime dont le travail a besoin.',
      ),
    };
  }
  if (model.transmissionKind === 'semi-powershift') {
    const gears = model.transmission?.match(/(\d+)F\/(\d+)R/);
    const detail: Worded = gears
      ? {
          de: ` von ZF mit ${gears[1]} Vorwärts- und ${gears[2]} Rückwärtsgängen`,
          en: ` by ZF with ${gears[1]} forward and ${gears[2]} reverse gears`,
          fr: ` ZF à ${gears[1]} rapports avant et ${gears[2]} arrière`,
        }
      : { de: '', en: '', fr: '' };
    const ls = model.name.endsWith(' LS');
    return {
      de: text(
        'Teillastschaltgetriebe',
        `Der ${name} schaltet mit einem Teillastschaltgetriebe${detail.de}: Innerhalb einer Gruppe wechselst Du die Gänge unter Last, ohne zu kuppeln.`,
        ls
          ? 'Das LS im Namen steht für diese Lastschaltung: ein Lintrac für alle, die kein stufenloses Getriebe brauchen.'
          : 'Für Zapfwellenarbeit und Transport wählst Du die passende Gruppe und schaltest dann unter Last.',
      ),
      en: text(
        'Semi-powershift transmission',
        `The ${name} shifts through a semi-powershift transmission${detail.en}: within a range you change gear under load without the clutch.`,
        ls
          ? 'The LS in its name stands for this powershift: a Lintrac for those who do not need a continuously variable transmission.'
          : 'For PTO work and transport you choose the right range and then shift under load.',
      ),
      fr: text(
        'Transmission semi-powershift',
        `${f.Le} passe ses rapports avec une transmission semi-powershift${detail.fr} : dans une gamme, vous changez de rapport sous charge, sans embrayer.`,
        ls
          ? 'Le LS de son nom désigne ce passage sous charge : un Lintrac pour ceux qui n’ont pas besoin d’une transmission à variation continue.'
          : 'Pour les travaux à la prise de force et le transport, vous choisissez la gamme adaptée, puis passez les rapports sous charge.',
      ),
    };
  }
  return {
    de: text(
      'Getriebe',
      `Geotrac-Traktoren wie der ${name} wurden mit verschiedenen Getrieben angeboten.`,
      `Welches Getriebe in einem bestimmten ${name} arbeitet, sagt Dir Dein Lindner-Händler; die technischen Daten nennen keines, weil keine gesicherte Angabe vorliegt.`,
    ),
    en: text(
      'Transmission',
      `Geotrac tractors such as the ${name} have been offered with different transmissions.`,
      `Your Lindner dealer can tell you which transmission a particular ${name} has; the technical data name none because no confirmed figure is available.`,
    ),
    fr: text(
      'Transmission',
      `Les tracteurs Geotrac comme ${f.le} ont été proposés avec différentes transmissions.`,
      `Votre concessionnaire Lindner vous indiquera la transmission d’un ${name} donné ; les caractéristiques techniques n’en citent aucune, faute de donnée confirmée.`,
    ),
  };
};

const traclink: SectionWriter = (model) => {
  const { name } = model;
  const f = french(model);
  const smart = model.tracLinkProducts.includes('smart');
  return {
    de: text(
      'TracLink',
      `TracLink ist Lindners Vernetzung von Fahrzeug, Anbaugerät und Smartphone. TracLink Mobile überträgt Betriebsstunden und Einsätze in Dein Fahrzeugbuch im Portal.`,
      smart
        ? `Für den ${name} gibt es TracLink Mobile und TracLink Smart; beide bestellst und verlängerst Du im Portal.`
        : `Für den ${name} gibt es TracLink Mobile; Du bestellst und verlängerst es im Portal.`,
    ),
    en: text(
      'TracLink',
      'TracLink is Lindner’s link between vehicle, implement and smartphone. TracLink Mobile sends operating hours and jobs to your vehicle log in the portal.',
      smart
        ? `The ${name} can carry TracLink Mobile and TracLink Smart; you order and renew both in the portal.`
        : `The ${name} can carry TracLink Mobile; you order and renew it in the portal.`,
    ),
    fr: text(
      'TracLink',
      'TracLink relie le véhicule, l’outil et le smartphone. TracLink Mobile transmet les heures de fonctionnement et les interventions au carnet de votre véhicule dans le portail.',
      smart
        ? `${f.Le} peut recevoir TracLink Mobile et TracLink Smart ; vous les commandez et les prolongez dans le portail.`
        : `${f.Le} peut recevoir TracLink Mobile ; vous le commandez et le prolongez dans le portail.`,
    ),
  };
};

const lights: SectionWriter = (model) => {
  const { name } = model;
  const f = french(model);
  const unitrac = model.series === 'Unitrac';
  return {
    de: text(
      'Licht',
      `Für Arbeit in der Dämmerung und bei Nacht lässt sich der ${name} mit Arbeitsscheinwerfern vorne, seitlich und hinten ausstatten.`,
      unitrac
        ? 'Im Winterdienst und bei Transporten im Dunkeln siehst Du Ladefläche und Gerät, und andere sehen Dich früh.'
        : `Welche Scheinwerfer Dein ${name} bekommt, legst Du bei der Bestellung mit Deinem Händler fest.`,
    ),
    en: text(
      'Lighting',
      `For work at dusk and at night the ${name} can be fitted with work lights at the front, the sides and the rear.`,
      unitrac
        ? 'In winter service and on transport runs after dark you see the load bed and the implement, and others see you early.'
        : `You choose the lights of your ${name} with your dealer when you order it.`,
    ),
    fr: text(
      'Éclairage',
      `Pour travailler au crépuscule et de nuit, ${f.le} peut recevoir des phares de travail à l’avant, sur les côtés et à l’arrière.`,
      unitrac
        ? 'En service hivernal et lors des transports de nuit, vous voyez le plateau et l’outil, et les autres vous voient tôt.'
        : `Vous choisissez l’éclairage de votre ${name} avec votre concessionnaire à la commande.`,
    ),
  };
};

const ldrive: SectionWriter = (model) => {
  const { name } = model;
  const f = french(model);
  if (model.series === 'Unitrac') {
    return {
      de: text(
        'LDrive',
        `LDrive ist Lindners stufenloser Antrieb des ${name}: Motor und Getriebe werden gemeinsam gesteuert, damit die Drehzahl zur Arbeit passt.`,
        'Bergab hilft die Motorbremsstrategie, und für gleichmäßige Arbeiten lässt sich eine feste Übersetzung halten.',
      ),
      en: text(
        'LDrive',
        `LDrive is Lindner’s continuously variable drive of the ${name}: engine and transmission are controlled together so that the engine speed suits the work.`,
        'Downhill the engine-brake strategy helps, and for steady work a fixed ratio can be held.',
      ),
      fr: text(
        'LDrive',
        `LDrive est l’entraînement à variation continue ${f.du} : moteur et transmission sont pilotés ensemble pour que le régime corresponde au travail.`,
        'En descente, la stratégie de frein moteur vous aide, et pour les travaux réguliers un rapport fixe peut être maintenu.',
      ),
    };
  }
  return {
    de: text(
      'LDrive',
      `LDrive ist Lindners Antriebskonzept für das stufenlose Getriebe des ${name}: Motor und Getriebe werden gemeinsam gesteuert, damit die Drehzahl zur Arbeit passt.`,
      'So arbeitest Du mit gleichmäßiger Geschwindigkeit, ob mit dem Mähwerk am Hang oder mit dem Anhänger auf der Straße.',
    ),
    en: text(
      'LDrive',
      `LDrive is Lindner’s drive concept for the continuously variable transmission of the ${name}: engine and transmission are controlled together so that the engine speed suits the work.`,
      'You work at an even speed, whether mowing on a slope or pulling a trailer on the road.',
    ),
    fr: text(
      'LDrive',
      `LDrive est le concept d’entraînement de Lindner pour la transmission à variation continue ${f.du} : moteur et transmission sont pilotés ensemble pour que le régime corresponde au travail.`,
      'Vous travaillez à vitesse régulière, que ce soit avec la faucheuse en pente ou avec la remorque sur la route.',
    ),
  };
};

const hydraulics: SectionWriter = (model) => {
  const { name } = model;
  const f = french(model);
  const loadSensing = model.id === 'geotrac-124';
  const first: Worded =
    model.series === 'Unitrac'
      ? {
          de: `Der ${name} trägt Geräte vorne, zwischen den Achsen und hinten; die Hydraulik versorgt Aufbauten wie Ladewagen, Güllefass oder Streuer.`,
          en: `The ${name} carries implements at the front, between the axles and at the rear; its hydraulics supply bodies such as loader wagons, slurry tanks or spreaders.`,
          fr: `${f.Le} porte des outils à l’avant, entre les essieux et à l’arrière ; son hydraulique alimente des équipements comme l’autochargeuse, la tonne à lisier ou l’épandeur.`,
        }
      : loadSensing
        ? {
            de: `Der ${name} hat eine Load-Sensing-Hydraulik, die nur so viel Öl fördert, wie die Geräte brauchen, und elektronisch geregelte Hubwerke.`,
            en: `The ${name} has load-sensing hydraulics, which deliver only as much oil as the implements need, and electronically controlled hitches.`,
            fr: `${f.Le} dispose d’une hydraulique load-sensing, qui ne débite que l’huile dont les outils ont besoin, et de relevages à commande électronique.`,
          }
        : {
            de: `Der ${name} hebt Geräte mit Front- und Heckhubwerk und versorgt sie über Steuergeräte mit Öl.`,
            en: `The ${name} lifts implements with its front and rear hitch and supplies them with oil through its spool valves.`,
            fr: `${f.Le} lève les outils avec ses relevages avant et arrière et les alimente en huile par ses distributeurs.`,
          };
  return {
    de: text(
      'Hydraulik',
      first.de,
      `Wie viele Steuergeräte und welche Hubkraft Dein ${name} bekommt, hängt von der Ausstattung ab; Dein Händler stellt sie mit Dir zusammen.`,
    ),
    en: text(
      'Hydraulics',
      first.en,
      `How many spool valves and how much lifting force your ${name} gets depends on its equipment; your dealer puts it together with you.`,
    ),
    fr: text(
      'Hydraulique',
      first.fr,
      `Le nombre de distributeurs et la force de relevage de votre ${name} dépendent de son équipement ; votre concessionnaire les choisit avec vous.`,
    ),
  };
};

const fourWheelSteering: SectionWriter = (model) => {
  const { name } = model;
  const f = french(model);
  if (model.series === 'Unitrac') {
    return {
      de: text(
        'Allradlenkung',
        `Der ${name} lenkt mit allen vier Rädern; so wird der Wendekreis deutlich kleiner als mit gelenkter Vorderachse allein.`,
        'In engen Ortsdurchfahrten, auf Hofstellen und am Hang kommst Du so mit weniger Rangieren aus.',
      ),
      en: text(
        'Four-wheel steering',
        `The ${name} steers with all four wheels, which makes its turning circle much smaller than with a steered front axle alone.`,
        'In narrow village streets, in farmyards and on slopes you manoeuvre less.',
      ),
      fr: text(
        'Quatre roues directrices',
        `${f.Le} braque ses quatre roues, ce qui réduit nettement son rayon de braquage par rapport au seul essieu avant directeur.`,
        'Dans les traversées de village étroites, dans les cours de ferme et en pente, vous manœuvrez moins.',
      ),
    };
  }
  const measured = model.id === 'lintrac-130';
  return {
    de: text(
      'Allradlenkung',
      `Die Hinterachse des ${name} lenkt mit: Vorder- und Hinterräder schlagen gemeinsam ein, der Wendekreis wird kleiner.`,
      measured
        ? 'Im Test der Fachpresse wendete der Lintrac 130 mit Allradlenkung in einem Radius von 4,45 m, ohne sie in 5,35 m.'
        : 'Am Feldende, auf engen Hofstellen und am Hang wendest Du so in weniger Zügen.',
    ),
    en: text(
      'Four-wheel steering',
      `The rear axle of the ${name} steers too: front and rear wheels turn together and the turning circle gets smaller.`,
      measured
        ? 'In a magazine test the Lintrac 130 turned in a radius of 4.45 m with four-wheel steering and 5.35 m without it.'
        : 'At the headland, in tight farmyards and on slopes you turn in fewer moves.',
    ),
    fr: text(
      'Quatre roues directrices',
      `L’essieu arrière ${f.du} est directeur : les roues avant et arrière braquent ensemble et le rayon de braquage diminue.`,
      measured
        ? 'Lors d’un essai de la presse spécialisée, le Lintrac 130 a tourné dans un rayon de 4,45 m avec les quatre roues directrices, contre 5,35 m sans.'
        : 'En bout de champ, dans les cours étroites et en pente, vous faites demi-tour en moins de manœuvres.',
    ),
  };
};

const engine: SectionWriter = (model) => {
  const { name } = model;
  const f = french(model);
  const facts = engines[model.id];
  const hp = publishedHp(model);
  const kw = publishedKw(model);
  let first: Worded;
  if (facts) {
    const type = facts.type ? ` (${facts.type})` : '';
    const stage: Worded = facts.stage
      ? {
          de: `, Abgasstufe ${facts.stage}`,
          en: `, emission stage ${facts.stage}`,
          fr: `, norme d’émissions Stage ${facts.stage}`,
        }
      : { de: '', en: '', fr: '' };
    const litres = (language: 'de' | 'en' | 'fr') =>
      facts.litres === undefined ? '' : decimal(facts.litres, language);
    first = {
      de: `Im ${name} arbeitet ein ${facts.fourCylinder ? 'Vierzylindermotor' : 'Motor'}${facts.maker ? ` von ${facts.maker}` : ''}${type}${facts.litres ? ` mit ${litres('de')} l Hubraum` : ''}${stage.de}.`,
      en: `The ${name} runs on a ${facts.fourCylinder ? 'four-cylinder ' : ''}${facts.maker ? `${facts.maker} ` : ''}engine${type}${facts.litres ? ` of ${litres('en')} l` : ''}${stage.en}.`,
      fr: `${f.Le} est animé par un moteur${facts.fourCylinder ? ' quatre cylindres' : ''}${facts.maker ? ` ${facts.maker}` : ''}${type}${facts.litres ? ` de ${litres('fr')} l` : ''}${stage.fr}.`,
    };
  } else {
    first = {
      de: `Lindner setzt seit 1963 auf Motoren von Perkins. Den genauen Motortyp Deines ${name} nennt Dir Dein Händler.`,
      en: `Lindner has relied on Perkins engines since 1963. Your dealer can tell you the exact engine type of your ${name}.`,
      fr: `Lindner fait confiance aux moteurs Perkins depuis 1963. Votre concessionnaire vous indiquera le type exact de moteur de votre ${name}.`,
    };
  }
  const power: Worded = hp
    ? {
        de: `Der Motor leistet ${hp} ${hpUnit.de}${kw ? ` (${kw} kW)` : ''}.`,
        en: `The engine delivers ${hp} ${hpUnit.en}${kw ? ` (${kw} kW)` : ''}.`,
        fr: `Le moteur développe ${hp} ${hpUnit.fr}${kw ? ` (${kw} kW)` : ''}.`,
      }
    : {
        de: 'Die Leistung in den technischen Daten ist ein Beispielwert, bis Lindners Datenblatt vorliegt.',
        en: 'The power in the technical data is an example value until Lindner’s spec sheet is available.',
        fr: 'La puissance indiquée dans les caractéristiques techniques est une valeur d’exemple, en attendant la fiche technique de Lindner.',
      };
  return {
    de: text('Motor', first.de, power.de),
    en: text('Engine', first.en, power.en),
    fr: text('Moteur', first.fr, power.fr),
  };
};

const dimensions: SectionWriter = (model) => {
  const { name } = model;
  const f = french(model);
  const width =
    model.widthMm !== null && !model.demoFigures.includes('widthMm') ? model.widthMm / 1000 : null;
  const measured: Worded = width
    ? {
        de: ` In einem Vergleichstest von Weinbautraktoren war er ${decimal(width, 'de')} m breit, je nach Bereifung.`,
        en: ` In a comparison test of vineyard tractors it measured ${decimal(width, 'en')} m wide, depending on the tyres.`,
        fr: ` Dans un comparatif de tracteurs vignerons, il mesurait ${decimal(width, 'fr')} m de large, selon les pneumatiques.`,
      }
    : { de: '', en: '', fr: '' };
  const calculator: Worded =
    model.series === 'Unitrac'
      ? {
          de: 'Für Zulassung und Beladung gelten die Papiere Deines Fahrzeugs.',
          en: 'For registration and loading, your vehicle’s papers apply.',
          fr: 'Pour l’immatriculation et le chargement, les papiers de votre véhicule font foi.',
        }
      : {
          de: 'Mit dem Achslastrechner prüfst Du, ob eine Kombination aus Traktor und Geräten zulässig bleibt; für die Zulassung gelten die Papiere Deines Fahrzeugs.',
          en: 'The axle-load calculator checks whether a combination of tractor and implements stays within the limits; for registration, your vehicle’s papers apply.',
          fr: 'Le calculateur de charge par essieu vérifie si une combinaison de tracteur et d’outils reste admissible ; pour l’immatriculation, les papiers de votre véhicule font foi.',
        };
  return {
    de: text(
      'Maße und Gewichte',
      `Länge, Breite, Höhe, Radstand, Leergewicht und zulässige Achslasten des ${name} stehen in den technischen Daten; als Beispielwerte gekennzeichnete Werte sind Richtwerte.${measured.de}`,
      calculator.de,
    ),
    en: text(
      'Dimensions and weights',
      `The length, width, height, wheelbase, unladen weight and permitted axle loads of the ${name} are in the technical data; figures marked as example values are guide values.${measured.en}`,
      calculator.en,
    ),
    fr: text(
      'Dimensions et poids',
      `La longueur, la largeur, la hauteur, l’empattement, le poids à vide et les charges admissibles par essieu ${f.du} figurent dans les caractéristiques techniques ; les valeurs signalées comme exemples sont indicatives.${measured.fr}`,
      calculator.fr,
    ),
  };
};

const cabin: SectionWriter = (model) => {
  const { name } = model;
  const f = french(model);
  const first: Worded =
    model.series === 'Unitrac'
      ? {
          de: `Die Kabine des ${name} lässt sich kippen, damit Motor und Getriebe für den Service gut zugänglich sind.`,
          en: `The cab of the ${name} tilts, so that engine and transmission are easy to reach for servicing.`,
          fr: `La cabine ${f.du} est basculante, pour que le moteur et la transmission soient faciles d’accès à l’entretien.`,
        }
      : {
          de: `Die Kabine des ${name} ist auf Rundumsicht ausgelegt: Du siehst die Geräte vorne und hinten und behältst am Hang den Überblick.`,
          en: `The cab of the ${name} is designed for all-round visibility: you see the implements at the front and rear and keep an overview on slopes.`,
          fr: `La cabine ${f.du} est conçue pour une visibilité panoramique : vous voyez les outils à l’avant et à l’arrière et gardez la vue d’ensemble en pente.`,
        };
  return {
    de: text(
      'Kabine',
      first.de,
      'Sitz, Bedienelemente und Klimatisierung wählst Du bei der Bestellung mit Deinem Händler aus.',
    ),
    en: text(
      'Cab',
      first.en,
      'You choose the seat, controls and air conditioning with your dealer when you order.',
    ),
    fr: text(
      'Cabine',
      first.fr,
      'Vous choisissez le siège, les commandes et la climatisation avec votre concessionnaire à la commande.',
    ),
  };
};

const financing: SectionWriter = (model) => {
  const { name } = model;
  const f = french(model);
  return {
    de: text(
      'Finanzierung',
      `Der Finanzierungsrechner startet mit dem Netto-Listenpreis des ${name}; Anzahlung und Laufzeit stellst Du selbst ein.`,
      'Der Listenpreis hier ist ein Beispielwert. Ein verbindliches Angebot mit Finanzierung bekommst Du von Deinem Lindner-Händler.',
    ),
    en: text(
      'Financing',
      `The financing calculator starts from the net list price of the ${name}; you set the down payment and the term yourself.`,
      'The list price here is an example value. Your Lindner dealer makes you a binding offer with financing.',
    ),
    fr: text(
      'Financement',
      `Le calculateur de financement part du prix catalogue hors taxes ${f.du} ; vous réglez vous-même l’apport et la durée.`,
      'Le prix catalogue indiqué ici est une valeur d’exemple. Votre concessionnaire Lindner vous fait une offre ferme avec financement.',
    ),
  };
};

/** The text of each section, by the model's series and facts. */
export const sectionTexts: Record<ModelSection, SectionWriter> = {
  overview,
  transmission,
  traclink,
  lights,
  ldrive,
  hydraulics,
  'four-wheel-steering': fourWheelSteering,
  engine,
  dimensions,
  cabin,
  financing,
};
