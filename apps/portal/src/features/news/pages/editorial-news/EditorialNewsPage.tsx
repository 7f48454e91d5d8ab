import {
  createNewsArticle,
  editorialNewsKey,
  fetchEditorialNews,
  publishNewsArticle,
  unpublishNewsArticle,
  updateNewsArticle,
  useFetch,
  useSubmit,
} from '@lindner/api';
import { ApiError } from '@lindner/api/client';
import type { EditorialNewsArticle, NewsArticleInput } from '@lindner/api/schema';
import { useAuth } from '@lindner/auth';
import { layoutStateOf } from '@lindner/ui';
import { useFormSubmit } from '../../../../shared/forms/useFormSubmit';
import { editorMessages } from '../../editorMessages';
import { EditorialNewsView } from './EditorialNewsView';

const revalidate = [editorialNewsKey];

/** Staff's news editor with its data; without the role nothing is fetched. */
export function EditorialNewsPage() {
  const { hasRealmRole } = useAuth();
  const isStaff = hasRealmRole('staff');
  const list = useFetch(isStaff ? editorialNewsKey : null, fetchEditorialNews);
  const save = useFormSubmit(
    (
      { original, input }: { original: EditorialNewsArticle | null; input: NewsArticleInput },
      signal: AbortSignal,
    ) =>
      original ? updateNewsArticle(original.slug, input, signal) : createNewsArticle(input, signal),
    { successMessage: editorMessages.saved, revalidate },
  );
  const publish = useSubmit(
    (article: EditorialNewsArticle, signal: AbortSignal) =>
      publishNewsArticle(article.slug, {}, signal),
    { successMessage: editorMessages.published, revalidate },
  );
  const unpublish = useSubmit(
    (article: EditorialNewsArticle, signal: AbortSignal) =>
      unpublishNewsArticle(article.slug, signal),
    { successMessage: editorMessages.unpublished, revalidate },
  );
  // The server knows best: a 403 (the role taken away meanwhile) is "not allowed" too.
  const forbidden = list.error instanceof ApiError && list.error.status === 403;
  return (
    <EditorialNewsView
      allowed={isStaff && !forbidden}
      state={layoutStateOf(list)}
      onRetry={() => void list.refetch()}
      articles={list.data}
      onSave={(original, input) => save({ original, input })}
      onPublish={async (article) => (await publish.submit(article)).error === null}
      onUnpublish={async (article) => (await unpublish.submit(article)).error === null}
    />
  );
}
