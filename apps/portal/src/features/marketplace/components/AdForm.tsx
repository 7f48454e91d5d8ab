import {
  adConditions,
  adImageVersion,
  adKinds,
  adLimits,
  classifiedAdInputSchema,
  type AxleLoadModel,
  type ClassifiedAdInput,
  type MyClassifiedAd,
} from '@lindner/api/schema';
import { fieldErrorMessages } from '@lindner/api';
import { localizePath } from '@lindner/i18n';
import {
  Banner,
  Button,
  Checkbox,
  Image,
  NumberField,
  RadioGroup,
  Select,
  Text,
  TextArea,
  TextField,
  type Validator,
} from '@lindner/ui';
import { Form } from '@lindner/ui/final-form';
import { ButtonLink } from '@lindner/ui/router';
import { FORM_ERROR } from 'final-form';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DraftKeeper, useFormDraft } from '../../../shared/drafts/useFormDraft';
import { DraftNotice } from '../../../shared/forms/DraftNotice';
import { formMessages } from '../../../shared/forms/messages';
import * as formStyles from '../../../shared/forms/PersonalForm.css';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { useSchemaChecks } from '../../../shared/forms/useSchemaChecks';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import {
  rejectionOf,
  standingErrors,
  type Rejection,
} from '../../../shared/publicForm/publicFormValues';
import {
  adFormFields,
  adFormValuesOf,
  adInputOf,
  adPayloadKeys,
  attachmentAccept,
  newAdValues,
  pictureAccept,
  uploadInOrder,
  uploadOrder,
  type AdFormValues,
  type ChosenFile,
  type FileKind,
  type UploadOutcome,
} from '../adValues';
import * as styles from './classifiedAds.css';
import { FilesField } from './FilesField';
import {
  adFieldMessages,
  adFormMessages,
  adNotices,
  conditionMessages,
  fileMessages,
  kindMessages,
  pictureName,
  privacyNote,
  uploadProgress,
  uploadsRefused,
} from '../classifiedAdsMessages';

/** How saving the ad's fields ended: the ad as saved, or turned down. */
export type AdSaveOutcome =
  { ok: true; data: MyClassifiedAd } | Extract<SubmitOutcome, { ok: false }>;

export interface AdFormProps {
  models: readonly AxleLoadModel[];
  /** The ad being edited; null for a new one. */
  ad: MyClassifiedAd | null;
  /** Creates the ad (id null) or changes its fields; null when ignored (another save runs). */
  onSave: (input: ClassifiedAdInput, id: string | null) => Promise<AdSaveOutcome | null>;
  /** Uploads one chosen file to the ad. */
  onUpload: (id: string, file: ChosenFile) => Promise<UploadOutcome>;
  /** Removes a picture or PDF of the ad. */
  onRemoveFile: (id: string, kind: FileKind, fileId: string) => Promise<UploadOutcome>;
  /** Saved with every file uploaded: `created` for a new ad. */
  onDone: (ad: MyClassifiedAd, created: boolean) => void;
  /** Files already chosen (stories). */
  initialFiles?: ChosenFile[];
}

type SaveRejection = Extract<SubmitOutcome, { ok: false }>;

let chosenCount = 0;
const keyOf = (file: File) => {
  chosenCount += 1;
  return `${chosenCount}:${file.name}:${file.size}`;
};

/**
 * The ad: its fields, pictures and PDFs, and the privacy consent. Saving sends the fields, then
 * uploads each new file one after the other with the progress shown; a file the server refuses
 * keeps its message beside it while the rest go on, and the ad exists from then on (a second
 * save changes it rather than creating another). Nothing typed or chosen is lost on a failure.
 */
export function AdForm({
  models,
  ad,
  onSave,
  onUpload,
  onRemoveFile,
  onDone,
  initialFiles = [],
}: AdFormProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const formElement = useRef<HTMLFormElement>(null);
  const [savedAd, setSavedAd] = useState<MyClassifiedAd | null>(ad);
  const [files, setFiles] = useState<ChosenFile[]>(initialFiles);
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);
  // After a save with refused files: whether the ad was created by it (or only changed).
  const [notice, setNotice] = useState<'created' | 'saved' | null>(null);
  const [rejection, setRejection] = useState<Rejection<AdFormValues> | null>(null);

  const saved = useMemo(() => (ad ? adFormValuesOf(ad) : newAdValues), [ad]);
  const draft = useFormDraft(ad ? `classified-ad:${ad.id}` : 'classified-ad', saved);

  const checks = useSchemaChecks(classifiedAdInputSchema, adInputOf, adFormFields, adPayloadKeys);
  const checkModel = useMemo<Validator>(
    () => (value, all) =>
      value ? checks.modelId(value, all) : intl.formatMessage(fieldErrorMessages.required),
    [checks, intl],
  );
  const checkConsent = useMemo<Validator>(
    () => (value) =>
      value === true ? undefined : intl.formatMessage(adFieldMessages.privacyConsentMissing),
    [intl],
  );
  const validate = useMemo(
    () => (rejection ? (values: AdFormValues) => standingErrors(rejection, values) : undefined),
    [rejection],
  );

  const modelOptions = useMemo(
    () => models.map((model) => ({ value: model.id, label: model.name })),
    [models],
  );
  const kindOptions = adKinds.map((kind) => ({
    value: kind,
    label: intl.formatMessage(kindMessages[kind]),
  }));
  const conditionOptions = adConditions.map((condition) => ({
    value: condition,
    label: intl.formatMessage(conditionMessages[condition]),
  }));

  const uploading = progress !== null;
  const refused = files.filter((file) => file.status === 'refused').length;
  const chosenOf = (kind: FileKind) => files.filter((file) => file.kind === kind);
  const add = (kind: FileKind) => (added: File[]) =>
    setFiles((current) => [
      ...current,
      ...added.map((file): ChosenFile => ({ key: keyOf(file), kind, file, status: 'waiting' })),
    ]);
  const removeChosen = (key: string) =>
    setFiles((current) => current.filter((file) => file.key !== key));
  const removeExisting = (kind: FileKind) => async (fileId: string) => {
    if (!savedAd) return null;
    const outcome = await onRemoveFile(savedAd.id, kind, fileId);
    if (!outcome.ok) return outcome.message ?? intl.formatMessage(adFormMessages.generalError);
    setSavedAd(outcome.ad);
    return null;
  };

  const submit = async (values: AdFormValues): Promise<Record<string, unknown> | undefined> => {
    const created = savedAd === null || notice === 'created';
    const outcome = await onSave(adInputOf(values), savedAd?.id ?? null);
    if (outcome === null) return undefined;
    if (!outcome.ok) {
      setRejection(rejectionOf(values, outcome.fieldErrors));
      focusFirstInvalid(formElement.current);
      return { [FORM_ERROR]: outcome };
    }
    setRejection(null);
    draft.clear();
    let current = outcome.data;
    setSavedAd(current);
    const queue = uploadOrder(files);
    if (queue.length > 0) {
      let started = 0;
      setProgress({ current: 1, total: queue.length });
      const result = await uploadInOrder(
        queue,
        (file) => onUpload(current.id, file),
        (key, change) => {
          if (change.status === 'uploading') {
            started += 1;
            setProgress({ current: started, total: queue.length });
          }
          setFiles((shown) =>
            shown.map((file) => (file.key === key ? { ...file, ...change } : file)),
          );
        },
      );
      setProgress(null);
      current = result.ad ?? current;
      setSavedAd(current);
      if (result.refused > 0) {
        // Uploaded files are part of the ad now: they show among its files.
        setFiles((shown) => shown.filter((file) => file.status !== 'uploaded'));
        setNotice(created ? 'created' : 'saved');
        return undefined;
      }
    }
    onDone(current, created);
    return undefined;
  };

  const privacyLink = (chunks: ReactNode[]) => (
    <Link to={localizePath('privacy', {}, locale)}>{chunks}</Link>
  );
  const pictures = (savedAd?.images ?? []).map((picture, index) => ({
    id: picture.id,
    name: intl.formatMessage(pictureName, { number: index + 1 }),
    thumbnail: (
      <Image image={picture.image} version={adImageVersion} alt="" className={styles.thumbnail} />
    ),
  }));
  const attachments = (savedAd?.attachments ?? []).map((attachment) => ({
    id: attachment.id,
    name: attachment.fileName,
  }));

  return (
    <Form<AdFormValues>
      initialValues={draft.initialValues ?? saved}
      validate={validate}
      onSubmit={submit}
      render={({ handleSubmit, form, submitting, submitError }) => (
        <form
          ref={formElement}
          noValidate
          className={formStyles.form}
          onSubmit={(event) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstInvalid(formElement.current);
          }}
        >
          {draft.restored ? <DraftNotice onDiscard={draft.discard} /> : null}
          <Text size="small" tone="muted" className={formStyles.fullRow}>
            {intl.formatMessage(formMessages.requiredHint)}
          </Text>
          <div className={formStyles.fullRow}>
            <RadioGroup
              name="kind"
              label={intl.formatMessage(adFieldMessages.kind)}
              required
              check={checks.kind}
              options={kindOptions}
            />
          </div>
          <div className={formStyles.fullRow}>
            <TextField
              name="title"
              label={intl.formatMessage(adFieldMessages.title)}
              required
              check={checks.title}
              maxLength={adLimits.title}
              autoComplete="off"
            />
          </div>
          <div className={formStyles.fullRow}>
            <TextArea
              name="description"
              label={intl.formatMessage(adFieldMessages.description)}
              required
              check={checks.description}
              rows={6}
              maxLength={adLimits.description}
            />
          </div>
          <NumberField
            name="price"
            label={intl.formatMessage(adFieldMessages.price)}
            description={intl.formatMessage(adFieldMessages.priceHint)}
            check={checks.price}
          />
          <Select
            name="condition"
            label={intl.formatMessage(adFieldMessages.condition)}
            required
            check={checks.condition}
            options={conditionOptions}
            placeholder={intl.formatMessage(adFieldMessages.conditionPlaceholder)}
          />
          <TextField
            name="yearOfConstruction"
            label={intl.formatMessage(adFieldMessages.yearOfConstruction)}
            description={intl.formatMessage(adFieldMessages.yearHint)}
            check={checks.yearOfConstruction}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
          />
          <Select
            name="modelId"
            label={intl.formatMessage(adFieldMessages.model)}
            required
            check={checkModel}
            options={modelOptions}
            placeholder={intl.formatMessage(adFieldMessages.modelPlaceholder)}
          />
          <div className={formStyles.fullRow}>
            <FilesField
              kind="picture"
              label={intl.formatMessage(fileMessages.pictures)}
              hint={intl.formatMessage(fileMessages.picturesHint)}
              chooseLabel={intl.formatMessage(fileMessages.choosePictures)}
              accept={pictureAccept}
              existing={pictures}
              onRemoveExisting={removeExisting('picture')}
              chosen={chosenOf('picture')}
              onAdd={add('picture')}
              onRemoveChosen={removeChosen}
              disabled={uploading || Boolean(submitting)}
            />
          </div>
          <div className={formStyles.fullRow}>
            <FilesField
              kind="attachment"
              label={intl.formatMessage(fileMessages.attachments)}
              hint={intl.formatMessage(fileMessages.attachmentsHint)}
              chooseLabel={intl.formatMessage(fileMessages.chooseAttachments)}
              accept={attachmentAccept}
              existing={attachments}
              onRemoveExisting={removeExisting('attachment')}
              chosen={chosenOf('attachment')}
              onAdd={add('attachment')}
              onRemoveChosen={removeChosen}
              disabled={uploading || Boolean(submitting)}
            />
          </div>
          <div className={formStyles.fullRow}>
            <Text size="small">{intl.formatMessage(privacyNote, { link: privacyLink })}</Text>
            <Checkbox
              name="privacyConsent"
              label={intl.formatMessage(adFieldMessages.privacyConsent)}
              required
              check={checkConsent}
            />
          </div>
          <div className={styles.progress} role="status">
            {progress ? (
              <>
                <Text size="small">{intl.formatMessage(uploadProgress, progress)}</Text>
                <progress
                  className={styles.progressBar}
                  max={progress.total}
                  value={progress.current - 1}
                  aria-label={intl.formatMessage(uploadProgress, progress)}
                />
              </>
            ) : null}
          </div>
          {isRejection(submitError) ? (
            <div className={formStyles.fullRow}>
              <Banner tone="error" title={intl.formatMessage(adFormMessages.notSaved)}>
                <p>{submitError.message ?? intl.formatMessage(adFormMessages.generalError)}</p>
              </Banner>
            </div>
          ) : null}
          {notice && refused > 0 ? (
            <div className={formStyles.fullRow}>
              <Banner
                tone="warning"
                title={intl.formatMessage(
                  notice === 'created' ? adNotices.created : adNotices.saved,
                )}
              >
                <p>{intl.formatMessage(uploadsRefused, { count: refused })}</p>
              </Banner>
            </div>
          ) : null}
          <div className={formStyles.actions}>
            <Button type="submit" busy={submitting}>
              {intl.formatMessage(
                savedAd
                  ? refused > 0
                    ? adFormMessages.retryUploads
                    : adFormMessages.save
                  : adFormMessages.create,
              )}
            </Button>
            {notice ? (
              <ButtonLink
                variant="secondary"
                link={{ url: localizePath('classified-ads-manage', {}, locale) }}
              >
                {intl.formatMessage(adFormMessages.toManage)}
              </ButtonLink>
            ) : null}
          </div>
          <DraftKeeper draft={draft} />
        </form>
      )}
    />
  );
}

function isRejection(value: unknown): value is SaveRejection {
  return typeof value === 'object' && value !== null && (value as SaveRejection).ok === false;
}

/** Focus goes to the first field with a message, once the messages have rendered. */
function focusFirstInvalid(element: HTMLFormElement | null) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      element?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }),
  );
}
