import {
  standardVatRate,
  type ModelDetail,
  type ModelSection,
  type ModelSectionContent,
} from '@lindner/api/schema';
import { intlTag, languageOf, localizePath, modelSectionSegment } from '@lindner/i18n';
import { Container, FetchError, Heading, Image, Text } from '@lindner/ui';
import { BackLink, ButtonLink, Link } from '@lindner/ui/router';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageHead, StructuredData, type SharedImage } from '../../../../shared/head';
import { Island } from '../../../../shared/islands';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { ModelUsedMachines } from '../../components/ModelUsedMachines';
import { SectionNav } from '../../components/SectionNav';
import { DemoNote, TechnicalData } from '../../components/TechnicalData';
import { UpcomingEvents } from '../../components/UpcomingEvents';
import * as componentStyles from '../../components/models.css';
import { modelFinancingIsland } from '../../islands/model-financing';
import {
  compareMessages,
  detailMessages,
  formCallMessages,
  listMessages,
  listPriceGrossMessage,
  relatedHeadingMessage,
  sectionPageTitleMessage,
  usedMachinesLinkMessage,
} from '../../messages';
import {
  axleLoadPath,
  modelFormPath,
  modelPath,
  modelSectionPath,
  usedMachinesPath,
} from '../../modelAddress';
import { formatListPrice } from '../../modelFormat';
import type { ModelRelated } from '../../modelLoaders';
import { modelProductData } from '../../modelProductData';
import * as styles from './ModelPage.css';

export interface ModelPageViewProps {
  /** The model; null when it could not be fetched. */
  model: ModelDetail | null;
  /** The section shown on its own page; null for the whole model page. */
  section: ModelSection | null;
  /**
   * The model's used machines and the upcoming events, shown on the whole model page; null on a
   * section's page, which links to them.
   */
  related: ModelRelated | null;
  /** Retry: the page's address, loaded again (a link, as the page runs no script of its own). */
  retryHref: string;
  /** The API's base address, which makes the picture's address of a shared link absolute. */
  apiBase?: string;
}

/**
 * A model's page: its name, teaser and picture with the ways to a quote and an innovation visit,
 * the navigation of its sections, then every section (the whole page) or one (a section's own
 * page), the technical data with its sources, the finance calculator (an island), and the
 * model's used machines and the upcoming events (the whole page) or the links to them. Texts the
 * API has only in German are marked `lang="de"` on a page in another language.
 */
export function ModelPageView({ model, section, related, retryHref, apiBase }: ModelPageViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const back = (
    <BackLink
      to={localizePath('models', {}, locale)}
      label={intl.formatMessage(detailMessages.backToList)}
    />
  );
  if (!model) {
    return (
      <Container className={styles.page}>
        <PageHead title={listMessages.title} />
        {back}
        <Heading level={1} size="h3">
          {intl.formatMessage(detailMessages.loadFailed)}
        </Heading>
        <FetchError retryHref={retryHref} />
      </Container>
    );
  }
  // The API's texts where they are not in the page's language (German, where untranslated).
  const textLang = model.textLanguage === languageOf(locale) ? undefined : model.textLanguage;
  const pageLang = textLang ? intlTag(locale) : undefined;
  const shown = section
    ? model.sections.filter((each) => each.section === section)
    : model.sections;
  const current = shown[0];
  const hasDimensions = model.sections.some((each) => each.section === 'dimensions');
  const sharedPicture = sharedPictureOf(model, apiBase);
  return (
    <Container className={styles.page}>
      <PageHead
        title={
          section && current
            ? intl.formatMessage(sectionPageTitleMessage, {
                section: current.title,
                name: model.name,
              })
            : model.name
        }
        description={model.teaser}
        kind="product"
        image={sharedPicture}
      />
      <StructuredData data={modelProductData(model, intl, sharedPicture.url)} />
      {back}
      <div className={styles.header}>
        <div className={styles.intro}>
          <Text tone="muted" weight="medium">
            {model.series}
          </Text>
          <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
            {model.name}
          </Heading>
          <Text size="large" lang={textLang}>
            {model.teaser}
          </Text>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
          <ul role="list" className={componentStyles.inlineLinks}>
            <li>
              <ButtonLink link={{ url: modelFormPath('quote-request', model.id, locale) }}>
                {intl.formatMessage(formCallMessages.quote)}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink
                variant="secondary"
                link={{ url: modelFormPath('innovation-visit', model.id, locale) }}
              >
                {intl.formatMessage(formCallMessages.visit)}
              </ButtonLink>
            </li>
          </ul>
          <ButtonLink variant="secondary" link={{ url: axleLoadPath(model.id, locale) }}>
            {intl.formatMessage(detailMessages.checkAxleLoads)}
          </ButtonLink>
          {/* The overview, where the models to compare are ticked. */}
          <Link link={{ url: localizePath('models', {}, locale) }}>
            {intl.formatMessage(compareMessages.withOther)}
          </Link>
        </div>
        <Image
          image={model.picture}
          loading="eager"
          fetchPriority="high"
          sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw"
          className={styles.hero}
          lang={textLang}
        />
      </div>
      <SectionNav modelId={model.id} sections={model.sections} current={section} lang={textLang} />
      {shown.map((content) => (
        <ModelSectionBlock
          key={content.section}
          model={model}
          content={content}
          alone={section !== null}
          textLang={textLang}
          pageLang={pageLang}
        />
      ))}
      {section ? (
        <Link link={{ url: modelPath(model.id, locale) }}>
          {intl.formatMessage(detailMessages.wholePage)}
        </Link>
      ) : hasDimensions ? null : (
        <section className={styles.section}>
          <div className={styles.sectionExtra}>
            <TechnicalData data={model.technicalData} sources={model.sources} level={2} />
          </div>
        </section>
      )}
      {related ? (
        <>
          <ModelUsedMachines
            modelId={model.id}
            modelName={model.name}
            usedMachines={related.usedMachines}
          />
          <UpcomingEvents events={related.events} />
        </>
      ) : (
        <RelatedLinks model={model} />
      )}
    </Container>
  );
}

interface ModelSectionBlockProps {
  model: ModelDetail;
  content: ModelSectionContent;
  /** Whether the section is shown on its own page, not as a part of the whole model page. */
  alone: boolean;
  /** The language of the API's texts where it is not the page's. */
  textLang?: string;
  /** The page's language, for what the portal adds inside such a section. */
  pageLang?: string;
}

/** One section: its title, paragraphs and picture, and what the portal adds to it. */
function ModelSectionBlock({ model, content, alone, textLang, pageLang }: ModelSectionBlockProps) {
  const locale = usePageLocale();
  const headingId = useId();
  const extra = sectionExtra(model, content.section, alone);
  return (
    <section
      id={modelSectionSegment(content.section, locale)}
      className={styles.section}
      aria-labelledby={headingId}
      lang={textLang}
    >
      <div className={styles.sectionText}>
        <Heading level={2} size={{ xs: 'h4', md: 'h3' }} id={headingId}>
          {content.title}
        </Heading>
        {content.paragraphs.map((paragraph, index) => (
          <Text key={index}>{paragraph}</Text>
        ))}
      </div>
      <Image
        image={content.picture}
        sizes="(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 100vw"
        className={styles.sectionPicture}
      />
      {extra ? (
        <div className={styles.sectionExtra} lang={pageLang}>
          {extra}
        </div>
      ) : null}
    </section>
  );
}

/**
 * What the portal adds to a section: data, the prices, links to the TracLink products. The finance
 * calculator (an island, and with it the framework) loads on the financing section's own page;
 * the whole model page links there and stays a page of text.
 */
function sectionExtra(model: ModelDetail, section: ModelSection, alone: boolean): ReactNode {
  switch (section) {
    case 'dimensions':
      return <TechnicalData data={model.technicalData} sources={model.sources} level={3} />;
    case 'financing':
      return <Financing model={model} withCalculator={alone} />;
    case 'traclink':
      return model.tracLinkProducts.length > 0 ? <TracLinkLinks model={model} /> : null;
    default:
      return null;
  }
}

/**
 * The list price net and with VAT (demo figures, marked as such), and the finance calculator
 * starting from it, or a link to the section's page that holds it.
 */
function Financing({ model, withCalculator }: { model: ModelDetail; withCalculator: boolean }) {
  const intl = useIntl();
  const locale = usePageLocale();
  const noteId = useId();
  return (
    <>
      <dl className={styles.listPrice}>
        <dt>{intl.formatMessage(detailMessages.listPrice)}</dt>
        <dd className={styles.listPriceValue} aria-describedby={noteId}>
          {formatListPrice(intl, model.listPriceCents)}
          <sup className={componentStyles.demoMark} aria-hidden="true">
            {intl.formatMessage(detailMessages.demoMark)}
          </sup>
        </dd>
        <dt>{intl.formatMessage(listPriceGrossMessage, { vatRate: standardVatRate })}</dt>
        <dd className={styles.listPriceValue} aria-describedby={noteId}>
          {formatListPrice(intl, model.listPriceGrossCents)}
          <sup className={componentStyles.demoMark} aria-hidden="true">
            {intl.formatMessage(detailMessages.demoMark)}
          </sup>
        </dd>
      </dl>
      <DemoNote id={noteId} />
      {withCalculator ? (
        <Island
          of={modelFinancingIsland}
          // The calculator works with prices including VAT, as a buyer pays them.
          props={{ price: model.listPriceGrossCents / 100, modelName: model.name }}
        />
      ) : (
        <ButtonLink link={{ url: modelSectionPath(model.id, 'financing', locale) }}>
          {intl.formatMessage(detailMessages.calculateFinancing)}
        </ButtonLink>
      )}
    </>
  );
}

const tracLinkMessages = {
  mobile: detailMessages.traclinkMobile,
  smart: detailMessages.traclinkSmart,
} as const;

function TracLinkLinks({ model }: { model: ModelDetail }) {
  const intl = useIntl();
  const locale = usePageLocale();
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
    <ul role="list" className={componentStyles.inlineLinks}>
      {model.tracLinkProducts.map((product) => (
        <li key={product}>
          <ButtonLink
            variant="secondary"
            link={{ url: localizePath('traclink-product', { product }, locale) }}
          >
            {intl.formatMessage(tracLinkMessages[product])}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

/** A section's page: the links to the model's used machines and to the events. */
function RelatedLinks({ model }: { model: ModelDetail }) {
  const intl = useIntl();
  const locale = usePageLocale();
  const headingId = useId();
  return (
    <section className={styles.related} aria-labelledby={headingId}>
      <Heading level={2} size="h4" id={headingId}>
        {intl.formatMessage(relatedHeadingMessage, { name: model.name })}
      </Heading>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
      <ul role="list" className={componentStyles.inlineLinks}>
        <li>
          <Link link={{ url: usedMachinesPath(model.id, locale) }}>
            {intl.formatMessage(usedMachinesLinkMessage, { name: model.name })}
          </Link>
        </li>
        <li>
          <Link link={{ url: localizePath('events', {}, locale) }}>
            {intl.formatMessage(detailMessages.events)}
          </Link>
        </li>
      </ul>
    </section>
  );
}

/**
 * The model's picture as a shared link shows it: its small file (whose size the asset states) at
 * an absolute address, which the API's base address gives on the server.
 */
function sharedPictureOf(model: ModelDetail, apiBase: string | undefined): SharedImage {
  const { picture } = model;
  const [renditions] = Object.values(picture.versions);
  const path = renditions?.xs ?? '';
  let url = path;
  try {
    url = new URL(path, apiBase).href;
  } catch {
    // No base, or a relative one (a story's): the address stays as the API gave it.
  }
  return { url, width: picture.width, height: picture.height, alt: picture.alt };
}
