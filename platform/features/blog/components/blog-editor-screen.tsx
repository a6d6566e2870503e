import { useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { BLOG_BODY_MAX, BLOG_TITLE_MAX, type BlogStatus, excerptFrom, normaliseTag, slugFromTitle } from '#core/domain/blog/blog.rules.ts';
import type { AdminBlogPost, BlogPostInput } from '#core/domain/blog/blog.schema.ts';
import { markdownToPlainText, readingMinutes, renderMarkdown } from '#core/domain/text/markdown.rules.ts';
import { LoadError } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { FieldError, Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { ApiRequestError, failureMessage } from '#platform/lib/api-client.ts';
import { useCurrentUser } from '#platform/lib/current-user.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useAdminPost } from '../api/get-admin-posts.ts';
import { useDeleteBlogPost, useSaveBlogPost } from '../api/save-blog-post.ts';
import { useUploadCover } from '../api/upload-cover.ts';
import { fromLocalInput, toLocalInput } from './blog-format.ts';
import { BlogPostArticle } from './blog-post-article.tsx';

type Field = 'title' | 'slug' | 'summary' | 'tags' | 'body' | 'coverAlt' | 'coverImageUploadId' | 'status' | 'publishAt';

interface FormValues {
  title: string;
  slug: string;
  summary: string;
  tags: string;
  body: string;
  coverUrl: string | null;
  /** Set when a new cover was uploaded in this form; `null` with no coverUrl removes the cover. */
  coverUploadId: string | null | undefined;
  coverAlt: string;
  status: BlogStatus;
  publishAt: string;
}

function initialValues(post: AdminBlogPost | undefined): FormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    summary: post?.summary ?? '',
    tags: post?.tags.join(', ') ?? '',
    body: post?.body ?? '',
    coverUrl: post?.coverImageUrl ?? null,
    coverUploadId: undefined,
    coverAlt: post?.coverAlt ?? '',
    status: post?.status ?? 'draft',
    publishAt: toLocalInput(post?.publishAt ?? null),
  };
}

const textareaClass =
  'block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive';

const statusChoices: { value: BlogStatus; label: string; hint: string }[] = [
  { value: 'draft', label: 'Draft', hint: 'Only admins see it, here.' },
  { value: 'scheduled', label: 'Scheduled', hint: 'Goes live by itself at the time you choose.' },
  { value: 'published', label: 'Published', hint: 'On the blog, in the feed and the sitemap now.' },
];

/** The screen for /dashboard/blog/new and /dashboard/blog/:id/edit (admins; the API refuses anyone else). */
export function BlogEditorScreen() {
  const id = useParams().id ?? null;
  const { user, isLoading } = useCurrentUser();
  const post = useAdminPost(id);
  useDocumentMeta(id ? 'Edit blog post' : 'Write a blog post');

  if (isLoading || (id && post.isPending)) return <PageSkeleton />;
  if (user?.role !== 'admin') {
    return (
      <LoadError
        error={new ApiRequestError(403, 'Forbidden', JSON.stringify({ error: 'Only administrators can write the blog.' }))}
        notFoundStatuses={[]}
        notFoundTitle=""
        notFoundText=""
        failedTitle="Admins only"
        back={{ to: '/blog', label: 'Back to the blog' }}
      />
    );
  }
  if (id && post.isError) {
    return (
      <LoadError
        error={post.error}
        notFoundStatuses={[404]}
        notFoundTitle="Post not found"
        notFoundText="It may have been deleted."
        failedTitle="Could not load the post"
        back={{ to: '/dashboard/blog', label: 'Back to the posts' }}
      />
    );
  }
  // Keyed by the post's version: a save that changes the post on the server starts the form from it again.
  return <BlogEditor key={id ? `${id}:${post.data?.updatedAt}` : 'new'} post={id ? post.data : undefined} />;
}

function BlogEditor({ post }: { post: AdminBlogPost | undefined }) {
  const formId = useId();
  const fieldId = (name: Field) => `${formId}-${name}`;
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>(() => initialValues(post));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveBlogPost(post?.id ?? null);
  const remove = useDeleteBlogPost();
  const upload = useUploadCover();
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const tags = useMemo(() => [...new Set(values.tags.split(',').map(normaliseTag).filter(Boolean))], [values.tags]);
  // The live preview: the very renderer the server publishes with, so what is seen is what goes out.
  const previewHtml = useMemo(() => renderMarkdown(values.body), [values.body]);
  const minutes = useMemo(() => readingMinutes(values.body), [values.body]);
  const excerpt = useMemo(() => excerptFrom(values.summary, markdownToPlainText(values.body)), [values.summary, values.body]);
  const slugPreview = post?.slugLocked ? post.slug : values.slug || slugFromTitle(values.title);

  async function chooseCover(file: File | undefined) {
    if (!file) return;
    setErrors((current) => ({ ...current, coverImageUploadId: undefined }));
    try {
      const uploaded = await upload.mutateAsync(file);
      setValues((current) => ({ ...current, coverUrl: uploaded.urls.medium, coverUploadId: uploaded.id }));
    } catch (error) {
      setErrors((current) => ({ ...current, coverImageUploadId: failureMessage(error, 'The photo could not be uploaded.', 'The photo could not be sent: check your connection.') }));
    }
  }

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!values.title.trim()) found.title = 'Please give the post a title';
    if (!values.body.trim()) found.body = 'Please write the post';
    if (values.coverUrl && !values.coverAlt.trim()) found.coverAlt = 'Please describe the cover photo for people who cannot see it.';
    if (values.status === 'scheduled' && !fromLocalInput(values.publishAt)) found.publishAt = 'Please choose when the post should go live.';
    return found;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(fieldId(Object.keys(found)[0] as Field))?.focus();
      return;
    }
    const input: BlogPostInput = {
      title: values.title,
      body: values.body,
      summary: values.summary.trim() ? values.summary : null,
      tags,
      coverAlt: values.coverAlt,
      status: values.status,
      publishAt: values.status === 'scheduled' ? fromLocalInput(values.publishAt) : null,
      ...(values.coverUploadId !== undefined ? { coverImageUploadId: values.coverUploadId } : {}),
      // A slug the admin typed; an empty one is made from the title by the server.
      ...(values.slug.trim() && !post?.slugLocked && values.slug !== post?.slug ? { slug: values.slug.trim() } : {}),
    };
    try {
      const saved = await save.mutateAsync(input);
      toast({ title: saved.status === 'published' ? 'Post published' : saved.status === 'scheduled' ? 'Post scheduled' : 'Draft saved' });
      if (!post) await navigate(`/dashboard/blog/${saved.id}/edit`, { replace: true });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? fieldsOf(error) : {};
      setErrors(fields);
      setFormError(failureMessage(error, 'The post could not be saved.', 'The post could not be saved: check your connection and try again.'));
    }
  }

  const described = (name: Field, hint?: string) => {
    const ids = [errors[name] ? `${fieldId(name)}-error` : null, hint ? `${fieldId(name)}-hint` : null].filter(Boolean).join(' ');
    return { 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': ids || undefined } as const;
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold">{post ? 'Edit blog post' : 'Write a blog post'}</h1>
        <ButtonLink to="/dashboard/blog" variant="ghost" size="sm">
          All posts
        </ButtonLink>
      </div>
      {post ? (
        <p className="mt-2 text-sm text-muted-foreground">
          {post.status === 'published' ? (
            <>
              Live at{' '}
              <a className="font-semibold text-primary underline" href={`/blog/${post.slug}`}>
                /blog/{post.slug}
              </a>
            </>
          ) : post.status === 'scheduled' ? (
            'Scheduled: it goes live by itself at its time.'
          ) : (
            'Draft: only admins see it.'
          )}
        </p>
      ) : null}

      <form onSubmit={submit} noValidate className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2">
        <div className="space-y-5">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <Field label="Title" name="title" fieldId={fieldId} error={errors.title}>
            <Input id={fieldId('title')} value={values.title} maxLength={BLOG_TITLE_MAX} required {...described('title')} onChange={(event) => set('title', event.target.value)} />
          </Field>
          <Field
            label="Address"
            name="slug"
            fieldId={fieldId}
            error={errors.slug}
            hint={post?.slugLocked ? 'This post has been published, so its address stays the same.' : `The post will be at /blog/${slugPreview}. Leave empty to make it from the title.`}
          >
            <Input
              id={fieldId('slug')}
              value={post?.slugLocked ? post.slug : values.slug}
              placeholder={slugFromTitle(values.title || 'my-post')}
              disabled={post?.slugLocked}
              {...described('slug', 'hint')}
              onChange={(event) => set('slug', event.target.value)}
            />
          </Field>
          <Field
            label="Summary (optional)"
            name="summary"
            fieldId={fieldId}
            error={errors.summary}
            hint="Shown on the card, in the feed and in link previews. Without one, the start of the post is used."
          >
            <textarea id={fieldId('summary')} rows={2} value={values.summary} className={textareaClass} {...described('summary', 'hint')} onChange={(event) => set('summary', event.target.value)} />
          </Field>
          <Field label="Tags" name="tags" fieldId={fieldId} error={errors.tags} hint={tags.length ? `Saved as: ${tags.join(', ')}` : 'Separate tags with commas, e.g. games, kids.'}>
            <Input id={fieldId('tags')} value={values.tags} {...described('tags', 'hint')} onChange={(event) => set('tags', event.target.value)} />
          </Field>

          <fieldset className="min-w-0 space-y-3 rounded-card border border-border p-4">
            <legend className="px-1 text-sm font-semibold">Cover photo</legend>
            {values.coverUrl ? (
              <img src={values.coverUrl} alt="" className="aspect-[2/1] w-full max-w-sm rounded-lg object-cover" />
            ) : (
              <p className="text-sm text-muted-foreground">No cover: the card shows a drawn placeholder.</p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <Label htmlFor={fieldId('coverImageUploadId')} className="mb-0">
                {values.coverUrl ? 'Replace the photo' : 'Choose a photo'}
              </Label>
              <input
                id={fieldId('coverImageUploadId')}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
                disabled={upload.isPending}
                {...described('coverImageUploadId')}
                onChange={(event) => void chooseCover(event.target.files?.[0])}
                className="max-w-full text-sm file:mr-3 file:rounded-full file:border file:border-input file:bg-card file:px-4 file:py-2 file:font-semibold focus-visible:outline-3 focus-visible:outline-ring"
              />
              {values.coverUrl ? (
                <Button variant="ghost" size="sm" onClick={() => setValues((current) => ({ ...current, coverUrl: null, coverUploadId: null }))}>
                  Remove the cover
                </Button>
              ) : null}
            </div>
            {upload.isPending ? (
              <p role="status" className="text-sm">
                Uploading the photo…
              </p>
            ) : null}
            <FieldError id={`${fieldId('coverImageUploadId')}-error`} message={errors.coverImageUploadId} />
            <Field
              label={values.coverUrl ? 'Describe the photo (required)' : 'Describe the photo'}
              name="coverAlt"
              fieldId={fieldId}
              error={errors.coverAlt}
              hint="Read out to people who cannot see it, e.g. “A table set for a garden party”."
            >
              <Input
                id={fieldId('coverAlt')}
                value={values.coverAlt}
                required={values.coverUrl !== null}
                {...described('coverAlt', 'hint')}
                onChange={(event) => set('coverAlt', event.target.value)}
              />
            </Field>
          </fieldset>

          <Field
            label="Text (Markdown)"
            name="body"
            fieldId={fieldId}
            error={errors.body}
            hint={`## for a heading, **bold**, [a link](https://…), - for a list. ${values.body.length.toLocaleString('en-US')} of ${BLOG_BODY_MAX.toLocaleString('en-US')} characters.`}
          >
            <textarea
              id={fieldId('body')}
              rows={18}
              value={values.body}
              className={`${textareaClass} font-mono`}
              required
              {...described('body', 'hint')}
              onChange={(event) => set('body', event.target.value)}
            />
          </Field>

          <fieldset className="space-y-3 rounded-card border border-border p-4" aria-describedby={errors.status ? `${fieldId('status')}-error` : undefined}>
            <legend className="px-1 text-sm font-semibold">Publication</legend>
            {statusChoices.map((choice) => {
              const disabled = choice.value === 'scheduled' && post?.status === 'published';
              return (
                <label key={choice.value} className={`flex gap-3 ${disabled ? 'opacity-60' : ''}`}>
                  <input
                    type="radio"
                    name={`${formId}-status`}
                    value={choice.value}
                    checked={values.status === choice.value}
                    disabled={disabled}
                    onChange={() => set('status', choice.value)}
                    className="mt-1 h-4 w-4 accent-primary focus-visible:outline-3 focus-visible:outline-ring"
                  />
                  <span>
                    <span className="block text-sm font-semibold">{choice.label}</span>
                    <span className="block text-sm text-muted-foreground">{disabled ? 'Make it a draft first to schedule it again.' : choice.hint}</span>
                  </span>
                </label>
              );
            })}
            <FieldError id={`${fieldId('status')}-error`} message={errors.status} />
            {values.status === 'scheduled' ? (
              <Field label="Goes live at (your time)" name="publishAt" fieldId={fieldId} error={errors.publishAt}>
                <Input id={fieldId('publishAt')} type="datetime-local" value={values.publishAt} required {...described('publishAt')} onChange={(event) => set('publishAt', event.target.value)} />
              </Field>
            ) : null}
          </fieldset>

          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={save.isPending || upload.isPending}>
              {save.isPending ? 'Saving…' : values.status === 'published' ? (post?.status === 'published' ? 'Save changes' : 'Publish now') : values.status === 'scheduled' ? 'Schedule' : 'Save draft'}
            </Button>
            {post ? (
              <Button variant="destructive" onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
            ) : null}
          </div>
        </div>

        <section aria-labelledby={`${formId}-preview`} className="lg:sticky lg:top-20 lg:self-start">
          <h2 id={`${formId}-preview`} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Preview
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Card text: {excerpt || '—'}</p>
          <div className="mt-4 max-h-[80vh] overflow-y-auto rounded-card border border-border bg-card p-5">
            <BlogPostArticle
              preview
              post={{
                title: values.title,
                html: previewHtml,
                publishedAt: post?.publishedAt ?? null,
                readingMinutes: minutes,
                authorName: post?.authorName ?? null,
                tags,
                coverImageUrl: values.coverUrl,
                coverAlt: values.coverAlt,
              }}
            />
          </div>
        </section>
      </form>

      {post ? (
        <ConfirmDialog
          open={confirmDelete}
          onClose={() => setConfirmDelete(false)}
          title="Delete this post?"
          description={post.status === 'published' ? 'It leaves the blog, the feed and the sitemap at once, and its address stops working.' : 'The draft is gone for good.'}
          cancelLabel="Keep it"
          confirmLabel="Delete the post"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(post.id, {
              onSuccess: () => {
                toast({ title: 'Post deleted' });
                void navigate('/dashboard/blog');
              },
              onError: (error) => {
                setConfirmDelete(false);
                setFormError(failureMessage(error, 'The post could not be deleted.', 'The post could not be deleted: check your connection.'));
              },
            })
          }
        />
      ) : null}
    </div>
  );
}

function fieldsOf(error: ApiRequestError): Partial<Record<Field, string>> {
  try {
    const parsed = JSON.parse(error.bodyText) as { fields?: Record<string, string> };
    const found: Partial<Record<Field, string>> = {};
    for (const [key, message] of Object.entries(parsed.fields ?? {})) found[key.split('.')[0] as Field] ??= message;
    return found;
  } catch {
    return {};
  }
}

function Field({ label, name, fieldId, error, hint, children }: { label: string; name: Field; fieldId: (name: Field) => string; error: string | undefined; hint?: string; children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={fieldId(name)}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${fieldId(name)}-error`} message={error} />
    </div>
  );
}
