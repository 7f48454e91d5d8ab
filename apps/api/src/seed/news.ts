import type { NewsBlock, NewsCategory, NewsLanguage } from '@lindner/api/schema';
import type { Orm } from '../database/connection';
import { newsArticles, newsArticleTexts } from '../modules/news/tables';
import type { PhotoScene, PhotoSubject } from '../plugins/photoCatalogue';

/*
 * Demo public news: the newsroom of a machinery maker in Kundl, Tyrol, over the last five
 * months, in German (the source language) with English and French texts; two stay German only
 * (`haendlertag-suedtirol`, `lehrlinge-kundl-2026`). The products are real; dates, figures,
 * people and events are invented for the demo. Pictures are the GENERATED drawings of
 * seed/machine-photos/, not photos. Slugs are fixed, the dates follow `today`.
 */

interface Texts {
  title: string;
  teaser: string;
  /** The picture's alternative text, when the article has one. */
  alt?: string;
  body: NewsBlock[];
}

interface NewsSeed {
  slug: string;
  category: NewsCategory;
  daysAgo: number;
  photo: `${PhotoSubject}-${PhotoScene}` | null;
  de: Texts;
  en?: Texts;
  fr?: Texts;
}

const p = (...parts: (string | { text: string; href?: string; bold?: boolean })[]): NewsBlock => ({
  type: 'paragraph',
  content: parts.map((part) => (typeof part === 'string' ? { text: part } : part)),
});
const h = (text: string): NewsBlock => ({ type: 'heading', text });
const list = (...items: string[]): NewsBlock => ({
  type: 'list',
  items: items.map((item) => [{ text: item }]),
});
const quote = (text: string): NewsBlock => ({ type: 'quote', text });

export const newsSeed: NewsSeed[] = [
  {
    slug: 'agritechnica-2026-rueckblick',
    category: 'events',
    daysAgo: 4,
    photo: 'tractor-red-field',
    de: {
      title: 'Agritechnica 2026: Lindner zieht Bilanz',
      teaser:
        'Eine Woche Hannover, tausende Gespräche am Stand und großes Interesse am Lintrac 130 mit TracLink.',
      alt: 'Zeichnung: ein roter Traktor auf dem Feld',
      body: [
        p(
          'Auf der Agritechnica in Hannover zeigten wir den Lintrac 130 und den Unitrac 122 LDrive. Besonders gefragt war die Arbeit mit TracLink, die wir live am Stand vorführten.',
        ),
        h('Die Höhepunkte'),
        list(
          'Lintrac 130 mit stufenlosem Getriebe',
          'Unitrac 122 LDrive mit Kommunalausstattung',
          'TracLink-Vorführung zu jeder vollen Stunde',
        ),
        quote(
          'Die Messe hat gezeigt: Bergbauern und Gemeinden wollen digitale Lösungen, die einfach funktionieren.',
        ),
      ],
    },
    en: {
      title: 'Agritechnica 2026: Lindner takes stock',
      teaser:
        'A week in Hanover, thousands of conversations at the stand and great interest in the Lintrac 130 with TracLink.',
      alt: 'Drawing: a red tractor in a field',
      body: [
        p(
          'At Agritechnica in Hanover we showed the Lintrac 130 and the Unitrac 122 LDrive. Working with TracLink, which we demonstrated live at the stand, drew the most questions.',
        ),
        h('The highlights'),
        list(
          'Lintrac 130 with continuously variable transmission',
          'Unitrac 122 LDrive with municipal equipment',
          'TracLink demonstration every hour on the hour',
        ),
        quote(
          'The show made it clear: mountain farmers and municipalities want digital solutions that simply work.',
        ),
      ],
    },
    fr: {
      title: 'Agritechnica 2026 : le bilan de Lindner',
      teaser:
        'Une semaine à Hanovre, des milliers d’échanges sur le stand et un vif intérêt pour le Lintrac 130 avec TracLink.',
      alt: 'Dessin : un tracteur rouge dans un champ',
      body: [
        p(
          'À l’Agritechnica de Hanovre, nous avons présenté le Lintrac 130 et l’Unitrac 122 LDrive. Le travail avec TracLink, démontré en direct sur le stand, a suscité le plus de questions.',
        ),
        h('Les temps forts'),
        list(
          'Lintrac 130 à transmission à variation continue',
          'Unitrac 122 LDrive avec équipement communal',
          'Démonstration TracLink toutes les heures',
        ),
        quote(
          'Le salon l’a montré : les agriculteurs de montagne et les communes veulent des solutions numériques qui fonctionnent, tout simplement.',
        ),
      ],
    },
  },
  {
    slug: 'geotrac-134ep-stufe-5',
    category: 'products',
    daysAgo: 11,
    photo: 'tractor-red-meadow',
    de: {
      title: 'Geotrac 134ep: jetzt mit Motor der Abgasstufe V',
      teaser:
        'Der stärkste Geotrac erfüllt jetzt die Abgasstufe V und bleibt mit 144 PS der Kraftprotz der Baureihe.',
      alt: 'Zeichnung: ein roter Traktor auf der Wiese',
      body: [
        p(
          'Der Geotrac 134ep bekommt einen Motor der Abgasstufe V. Leistung und Drehmoment bleiben, der Verbrauch sinkt im Transport spürbar.',
        ),
        p(
          'Mehr zu den Geotrac-Modellen findest Du in der ',
          { text: 'Modellübersicht', href: '/de/modelle' },
          '.',
        ),
      ],
    },
    en: {
      title: 'Geotrac 134ep: now with a Stage V engine',
      teaser:
        'The most powerful Geotrac now meets emission Stage V and, with 144 hp, remains the powerhouse of the range.',
      alt: 'Drawing: a red tractor on a meadow',
      body: [
        p(
          'The Geotrac 134ep gets an engine meeting emission Stage V. Power and torque stay the same; fuel consumption in transport drops noticeably.',
        ),
        p(
          'Find out more about the Geotrac models in the ',
          { text: 'model overview', href: '/en/models' },
          '.',
        ),
      ],
    },
    fr: {
      title: 'Geotrac 134ep : désormais avec un moteur Phase V',
      teaser:
        'Le plus puissant des Geotrac respecte désormais la norme Phase V et reste, avec 144 ch, le poids lourd de la gamme.',
      alt: 'Dessin : un tracteur rouge dans un pré',
      body: [
        p(
          'Le Geotrac 134ep reçoit un moteur conforme à la norme Phase V. Puissance et couple restent identiques ; la consommation baisse nettement en transport.',
        ),
        p(
          'Découvrez les modèles Geotrac dans l’',
          { text: 'aperçu des modèles', href: '/fr/modeles' },
          '.',
        ),
      ],
    },
  },
  {
    slug: 'haendlertag-suedtirol',
    category: 'community',
    daysAgo: 17,
    photo: null,
    de: {
      title: 'Händlertag in Südtirol: neue Servicepartner',
      teaser:
        'Drei neue Servicepartner in Südtirol betreuen ab sofort Lintrac, Geotrac und Unitrac in den Tälern.',
      body: [
        p(
          'Beim Händlertag in Bozen haben wir drei neue Servicepartner begrüßt. Damit ist der nächste Lindner-Service in Südtirol nie mehr als eine halbe Stunde entfernt.',
        ),
        p(
          'Deinen Händler findest Du im ',
          { text: 'Händlerfinder', href: '/de/service-kontakt/haendlersuche' },
          '.',
        ),
      ],
    },
  },
  {
    slug: 'unitrac-ldrive-gemeinden',
    category: 'products',
    daysAgo: 25,
    photo: 'transporter-alps',
    de: {
      title: 'Unitrac LDrive: 100 Gemeinden setzen auf den Transporter',
      teaser:
        'Im Sommer mähen, im Winter räumen: Der Unitrac mit stufenlosem LDrive-Antrieb fährt jetzt in 100 Gemeinden.',
      alt: 'Zeichnung: ein Transporter vor den Bergen',
      body: [
        p(
          'Der Unitrac mit LDrive hat die Marke von 100 Gemeinden in Österreich, Deutschland und der Schweiz überschritten. Bauhöfe schätzen den schnellen Wechsel der Anbaugeräte.',
        ),
        h('Was Gemeinden überzeugt'),
        list(
          'Stufenloser Fahrantrieb LDrive',
          'Vier Anbauräume',
          'Hohe Nutzlast bei geringem Eigengewicht',
        ),
      ],
    },
    en: {
      title: 'Unitrac LDrive: 100 municipalities rely on the transporter',
      teaser:
        'Mowing in summer, clearing snow in winter: the Unitrac with the continuously variable LDrive now works in 100 municipalities.',
      alt: 'Drawing: a transporter in front of the mountains',
      body: [
        p(
          'The Unitrac with LDrive has passed the mark of 100 municipalities in Austria, Germany and Switzerland. Municipal depots value how quickly the implements change.',
        ),
        h('What convinces municipalities'),
        list(
          'LDrive continuously variable drive',
          'Four mounting areas',
          'High payload with low unladen weight',
        ),
      ],
    },
    fr: {
      title: 'Unitrac LDrive : 100 communes misent sur le transporteur',
      teaser:
        'Faucher l’été, déneiger l’hiver : l’Unitrac à entraînement continu LDrive roule désormais dans 100 communes.',
      alt: 'Dessin : un transporteur devant les montagnes',
      body: [
        p(
          'L’Unitrac avec LDrive a franchi le cap des 100 communes en Autriche, en Allemagne et en Suisse. Les services techniques apprécient le changement rapide des outils.',
        ),
        h('Ce qui convainc les communes'),
        list(
          'Entraînement continu LDrive',
          'Quatre zones de montage',
          'Charge utile élevée pour un poids à vide réduit',
        ),
      ],
    },
  },
  {
    slug: 'traclink-1000-betriebe',
    category: 'products',
    daysAgo: 33,
    photo: null,
    de: {
      title: 'TracLink: 1.000 Betriebe arbeiten digital',
      teaser: 'Über 1.000 Betriebe dokumentieren ihre Arbeit inzwischen automatisch mit TracLink.',
      body: [
        p(
          'TracLink erkennt das Anbaugerät, zeichnet Arbeitszeiten und Flächen auf und schickt die Daten in die App. Über 1.000 Betriebe nutzen das inzwischen täglich.',
        ),
      ],
    },
    en: {
      title: 'TracLink: 1,000 farms work digitally',
      teaser: 'More than 1,000 farms now record their work automatically with TracLink.',
      body: [
        p(
          'TracLink recognises the implement, records working hours and areas and sends the data to the app. More than 1,000 farms now use it every day.',
        ),
      ],
    },
    fr: {
      title: 'TracLink : 1 000 exploitations travaillent en numérique',
      teaser:
        'Plus de 1 000 exploitations enregistrent désormais leur travail automatiquement avec TracLink.',
      body: [
        p(
          'TracLink reconnaît l’outil attelé, enregistre les heures de travail et les surfaces et envoie les données dans l’application. Plus de 1 000 exploitations l’utilisent chaque jour.',
        ),
      ],
    },
  },
  {
    slug: 'werk-kundl-photovoltaik',
    category: 'company',
    daysAgo: 41,
    photo: 'tractor-red-farmyard',
    de: {
      title: 'Werk Kundl: Strom vom eigenen Dach',
      teaser:
        'Eine neue Photovoltaikanlage auf der Montagehalle deckt einen großen Teil des Strombedarfs im Werk Kundl.',
      alt: 'Zeichnung: ein roter Traktor auf dem Hof',
      body: [
        p(
          'Auf dem Dach der Montagehalle in Kundl erzeugt eine neue Photovoltaikanlage Strom für die Produktion. Damit sparen wir jedes Jahr mehrere hundert Tonnen CO₂.',
        ),
      ],
    },
    en: {
      title: 'Kundl works: power from our own roof',
      teaser:
        'A new photovoltaic system on the assembly hall covers a large share of the power the Kundl works need.',
      alt: 'Drawing: a red tractor in a farmyard',
      body: [
        p(
          'On the roof of the assembly hall in Kundl, a new photovoltaic system generates power for production, saving several hundred tonnes of CO₂ every year.',
        ),
      ],
    },
    fr: {
      title: 'Usine de Kundl : l’électricité de notre propre toit',
      teaser:
        'Une nouvelle installation photovoltaïque sur le hall de montage couvre une grande partie des besoins en électricité de l’usine de Kundl.',
      alt: 'Dessin : un tracteur rouge dans une cour de ferme',
      body: [
        p(
          'Sur le toit du hall de montage de Kundl, une nouvelle installation photovoltaïque produit de l’électricité pour la production et économise plusieurs centaines de tonnes de CO₂ par an.',
        ),
      ],
    },
  },
  {
    slug: 'lehrlinge-kundl-2026',
    category: 'company',
    daysAgo: 52,
    photo: null,
    de: {
      title: '14 neue Lehrlinge im Werk Kundl',
      teaser:
        'Landmaschinentechnik, Metalltechnik und Elektrotechnik: 14 junge Tirolerinnen und Tiroler starten ihre Lehre bei Lindner.',
      body: [
        p(
          'Im September haben 14 Lehrlinge ihre Ausbildung in Kundl begonnen. In den ersten Wochen lernen sie alle Abteilungen kennen, vom Rahmenbau bis zur Endkontrolle.',
        ),
      ],
    },
  },
  {
    slug: 'lintrac-115-ls-vorgestellt',
    category: 'products',
    daysAgo: 63,
    photo: 'tractor-red-alps',
    de: {
      title: 'Lintrac 115 LS: der Lintrac mit Lastschaltung',
      teaser:
        'Der Lintrac 115 LS bringt die Teillastschaltung in den Lintrac – ideal für Grünland und Transport.',
      alt: 'Zeichnung: ein roter Traktor vor den Bergen',
      body: [
        p(
          'Mit dem Lintrac 115 LS ergänzen wir die Baureihe um ein Modell mit 115 PS, Teillastschaltgetriebe und lenkbarer Hinterachse.',
        ),
        list('Teillastschaltgetriebe', 'Lenkbare Hinterachse', 'TracLink vorbereitet'),
      ],
    },
    en: {
      title: 'Lintrac 115 LS: the Lintrac with powershift',
      teaser:
        'The Lintrac 115 LS brings the semi-powershift transmission to the Lintrac – ideal for grassland and transport.',
      alt: 'Drawing: a red tractor in front of the mountains',
      body: [
        p(
          'With the Lintrac 115 LS we add a 115 hp model with a semi-powershift transmission and steered rear axle to the range.',
        ),
        list('Semi-powershift transmission', 'Steered rear axle', 'TracLink ready'),
      ],
    },
    fr: {
      title: 'Lintrac 115 LS : le Lintrac à passage sous charge',
      teaser:
        'Le Lintrac 115 LS apporte la transmission semi-powershift au Lintrac – idéal pour les prairies et le transport.',
      alt: 'Dessin : un tracteur rouge devant les montagnes',
      body: [
        p(
          'Avec le Lintrac 115 LS, nous complétons la gamme par un modèle de 115 ch à transmission semi-powershift et essieu arrière directeur.',
        ),
        list('Transmission semi-powershift', 'Essieu arrière directeur', 'Prêt pour TracLink'),
      ],
    },
  },
  {
    slug: 'rieder-messe-2026',
    category: 'events',
    daysAgo: 74,
    photo: 'tractor-green-meadow',
    de: {
      title: 'Rieder Messe: Lindner auf dem Freigelände',
      teaser:
        'Auf der Rieder Messe zeigten wir das ganze Programm – und viele Besucher fuhren den Geotrac gleich Probe.',
      alt: 'Zeichnung: ein grüner Traktor auf der Wiese',
      body: [
        p(
          'Fünf Tage lang standen Lintrac, Geotrac und Unitrac auf dem Freigelände der Rieder Messe. Unsere Händler aus Oberösterreich boten Probefahrten an.',
        ),
      ],
    },
    en: {
      title: 'Ried fair: Lindner on the outdoor grounds',
      teaser:
        'At the Ried fair we showed the whole range – and many visitors took the Geotrac for a test drive straight away.',
      alt: 'Drawing: a green tractor on a meadow',
      body: [
        p(
          'For five days, Lintrac, Geotrac and Unitrac stood on the outdoor grounds of the Ried fair. Our dealers from Upper Austria offered test drives.',
        ),
      ],
    },
    fr: {
      title: 'Foire de Ried : Lindner sur le terrain extérieur',
      teaser:
        'À la foire de Ried, nous avons présenté toute la gamme – et de nombreux visiteurs ont aussitôt essayé le Geotrac.',
      alt: 'Dessin : un tracteur vert dans un pré',
      body: [
        p(
          'Pendant cinq jours, Lintrac, Geotrac et Unitrac étaient exposés sur le terrain extérieur de la foire de Ried. Nos concessionnaires de Haute-Autriche proposaient des essais.',
        ),
      ],
    },
  },
  {
    slug: 'bergbauern-reportage-zillertal',
    category: 'community',
    daysAgo: 86,
    photo: 'mower-alps',
    de: {
      title: 'Reportage: Mähen am Steilhang im Zillertal',
      teaser:
        'Familie Hauser bewirtschaftet Wiesen mit bis zu 60 Prozent Neigung – mit einem Lintrac und viel Erfahrung.',
      alt: 'Zeichnung: ein Mähwerk vor den Bergen',
      body: [
        p(
          'Auf 1.300 Metern Seehöhe mähen die Hausers ihre Wiesen mit dem Lintrac und einem Frontmähwerk. Die lenkbare Hinterachse hält den Traktor in der Spur.',
        ),
        quote(
          'Am Hang zählt jeder Zentimeter. Mit dem Lintrac fahre ich dort, wo früher nur der Motormäher hinkam.',
        ),
      ],
    },
    en: {
      title: 'Report: mowing steep slopes in the Ziller valley',
      teaser:
        'The Hauser family farms meadows with slopes of up to 60 per cent – with a Lintrac and a lot of experience.',
      alt: 'Drawing: a mower in front of the mountains',
      body: [
        p(
          'At 1,300 metres above sea level, the Hausers mow their meadows with a Lintrac and a front mower. The steered rear axle keeps the tractor on track.',
        ),
        quote(
          'On the slope every centimetre counts. With the Lintrac I drive where only the two-wheel mower used to go.',
        ),
      ],
    },
    fr: {
      title: 'Reportage : faucher en forte pente dans le Zillertal',
      teaser:
        'La famille Hauser exploite des prés dont la pente atteint 60 % – avec un Lintrac et beaucoup d’expérience.',
      alt: 'Dessin : une faucheuse devant les montagnes',
      body: [
        p(
          'À 1 300 mètres d’altitude, les Hauser fauchent leurs prés avec un Lintrac et une faucheuse frontale. L’essieu arrière directeur maintient le tracteur dans sa trace.',
        ),
        quote(
          'En pente, chaque centimètre compte. Avec le Lintrac, je passe là où seule la motofaucheuse allait autrefois.',
        ),
      ],
    },
  },
  {
    slug: 'ersatzteillager-erweitert',
    category: 'company',
    daysAgo: 98,
    photo: null,
    de: {
      title: 'Ersatzteillager erweitert: schneller zum Teil',
      teaser:
        'Mit dem erweiterten Lager in Kundl gehen 95 Prozent der Ersatzteile noch am Tag der Bestellung hinaus.',
      body: [
        p(
          'Das neue Hochregallager verdoppelt die Fläche für Ersatzteile. Bestellungen bis 14 Uhr verlassen Kundl noch am selben Tag.',
        ),
      ],
    },
    en: {
      title: 'Spare parts warehouse extended: parts arrive faster',
      teaser:
        'With the extended warehouse in Kundl, 95 per cent of spare parts ship on the day they are ordered.',
      body: [
        p(
          'The new high-bay warehouse doubles the space for spare parts. Orders placed by 2 pm leave Kundl the same day.',
        ),
      ],
    },
    fr: {
      title: 'Entrepôt de pièces agrandi : les pièces arrivent plus vite',
      teaser:
        'Grâce à l’entrepôt agrandi de Kundl, 95 % des pièces de rechange partent le jour même de la commande.',
      body: [
        p(
          'Le nouvel entrepôt à rayonnages hauts double la surface réservée aux pièces de rechange. Les commandes passées avant 14 h quittent Kundl le jour même.',
        ),
      ],
    },
  },
  {
    slug: 'sommerfest-kundl',
    category: 'events',
    daysAgo: 112,
    photo: 'tractor-red-dusk',
    de: {
      title: 'Sommerfest in Kundl: 3.000 Gäste im Werk',
      teaser:
        'Oldtimerparade, Werksführungen und Kinderprogramm: Das Sommerfest im Werk Kundl war ein voller Erfolg.',
      alt: 'Zeichnung: ein roter Traktor in der Abenddämmerung',
      body: [
        p(
          'Rund 3.000 Gäste feierten mit uns in Kundl. Höhepunkt war die Parade mit über 80 Lindner-Oldtimern aus sieben Jahrzehnten.',
        ),
      ],
    },
    en: {
      title: 'Summer party in Kundl: 3,000 guests at the works',
      teaser:
        'A vintage tractor parade, factory tours and a children’s programme: the summer party at the Kundl works was a great success.',
      alt: 'Drawing: a red tractor at dusk',
      body: [
        p(
          'Around 3,000 guests celebrated with us in Kundl. The highlight was the parade of more than 80 vintage Lindner tractors from seven decades.',
        ),
      ],
    },
    fr: {
      title: 'Fête d’été à Kundl : 3 000 visiteurs à l’usine',
      teaser:
        'Défilé de tracteurs anciens, visites de l’usine et animations pour enfants : la fête d’été de l’usine de Kundl a été un grand succès.',
      alt: 'Dessin : un tracteur rouge au crépuscule',
      body: [
        p(
          'Environ 3 000 visiteurs ont fait la fête avec nous à Kundl. Le point d’orgue fut le défilé de plus de 80 tracteurs Lindner anciens de sept décennies.',
        ),
      ],
    },
  },
  {
    slug: 'fahrerwettbewerb-gewinner',
    category: 'community',
    daysAgo: 128,
    photo: 'front-loader-farmyard',
    de: {
      title: 'Geschicklichkeitsfahren: die Sieger stehen fest',
      teaser:
        'Beim Lindner-Geschicklichkeitsfahren zeigten 40 junge Fahrerinnen und Fahrer, was sie mit dem Frontlader können.',
      alt: 'Zeichnung: ein Frontlader auf dem Hof',
      body: [
        p(
          'Paletten stapeln, Slalom mit Anhänger, rückwärts einparken: Die Siegerin aus dem Pinzgau schaffte den Parcours fehlerfrei in unter vier Minuten.',
        ),
      ],
    },
    en: {
      title: 'Driving skills contest: the winners',
      teaser:
        'At the Lindner driving skills contest, 40 young drivers showed what they can do with a front loader.',
      alt: 'Drawing: a front loader in a farmyard',
      body: [
        p(
          'Stacking pallets, a slalom with a trailer, reversing into a parking space: the winner from the Pinzgau completed the course without a fault in under four minutes.',
        ),
      ],
    },
    fr: {
      title: 'Concours d’adresse : les gagnants',
      teaser:
        'Au concours d’adresse Lindner, 40 jeunes conducteurs ont montré leur savoir-faire avec le chargeur frontal.',
      alt: 'Dessin : un chargeur frontal dans une cour de ferme',
      body: [
        p(
          'Empiler des palettes, un slalom avec remorque, se garer en marche arrière : la gagnante du Pinzgau a bouclé le parcours sans faute en moins de quatre minutes.',
        ),
      ],
    },
  },
  {
    slug: 'winterdienst-saisonstart',
    category: 'products',
    daysAgo: 143,
    photo: 'snow-plough-snow',
    de: {
      title: 'Winterdienst: Unitrac-Kommunalpaket zum Saisonstart',
      teaser:
        'Schneepflug, Streuer und Rundumleuchten ab Werk: Das Kommunalpaket für den Unitrac ist bereit für den Winter.',
      alt: 'Zeichnung: ein Schneepflug im Schnee',
      body: [
        p(
          'Gemeinden bestellen den Unitrac jetzt mit fertig montiertem Kommunalpaket. Der Wechsel vom Sommer- auf den Winterbetrieb dauert unter einer Stunde.',
        ),
      ],
    },
    en: {
      title: 'Winter service: Unitrac municipal package for the new season',
      teaser:
        'Snow plough, spreader and beacons fitted at the factory: the municipal package for the Unitrac is ready for winter.',
      alt: 'Drawing: a snow plough in the snow',
      body: [
        p(
          'Municipalities now order the Unitrac with the municipal package fitted. Switching from summer to winter work takes less than an hour.',
        ),
      ],
    },
    fr: {
      title: 'Service hivernal : le pack communal Unitrac pour la saison',
      teaser:
        'Lame de déneigement, saleuse et gyrophares montés en usine : le pack communal de l’Unitrac est prêt pour l’hiver.',
      alt: 'Dessin : une lame de déneigement dans la neige',
      body: [
        p(
          'Les communes commandent désormais l’Unitrac avec le pack communal monté. Le passage de l’été à l’hiver prend moins d’une heure.',
        ),
      ],
    },
  },
];

/** Adds the demo articles that are missing, published; an article edited by staff stays. */
export async function seedNews(orm: Pick<Orm, 'insert'>, today = new Date()): Promise<void> {
  for (const article of newsSeed) {
    const [row] = await orm
      .insert(newsArticles)
      .values({
        slug: article.slug,
        category: article.category,
        photo: article.photo,
        publishedAt: new Date(today.getTime() - article.daysAgo * 24 * 60 * 60 * 1000),
      })
      .onConflictDoNothing({ target: newsArticles.slug })
      .returning({ id: newsArticles.id });
    if (!row) continue;
    const languages = (['de', 'en', 'fr'] as NewsLanguage[]).filter(
      (language) => article[language],
    );
    await orm.insert(newsArticleTexts).values(
      languages.map((language) => {
        const { title, teaser, body, alt } = article[language]!;
        return { articleId: row.id, language, title, teaser, body, photoAlt: alt ?? null };
      }),
    );
  }
}
