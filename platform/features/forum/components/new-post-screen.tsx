import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { forumTopics, MAX_POST_BODY_LENGTH, MAX_TITLE_LENGTH } from '#core/domain/forum/forum.rules.ts';
import { createPostInputSchema } from '#core/domain/forum/forum.schema.ts';
import { renderMarkdown } from '#core/domain/text/markdown.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { FieldError, Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useCreatePost } from '../api/create-post.ts';
import { postHref } from '../api/forum-keys.ts';
import { useForumViewer } from '../api/get-viewer.ts';
import { useUploadPicture } from '../api/upload-image.ts';
import { failureText } from './forum-format.ts';
import { MarkdownBody } from './markdown-body.tsx';

type Attachment = 'none' | 'link' | 'picture';

/** /forum/new: title, topic, Markdown text with a preview, and a link or one picture. */
export function NewPostScreen() {
  useDocumentMeta('New post');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const viewer = useForumViewer();
  const create = useCreatePost();
  const upload = useUploadPicture();
  const initialTopic = forumTopics.find((topic) => topic.id === search.get('topic'))?.id ?? forumTopics[0].id;
  const [topic, setTopic] = useState<string>(initialTopic);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [preview, setPreview] = useState(false);
  const [attachment, setAttachment] = useState<Attachment>('none');
  const [linkUrl, setLinkUrl] = useState('');
  const [picture, setPicture] = useState<{ id: string; url: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { topic: useId(), title: useId(), body: useId(), link: useId(), picture: useId(), titleError: useId(), bodyError: useId(), linkError: useId(), pictureError: useId() };
  const newAccount = viewer.data?.newAccount ?? false;

  async function choosePicture(file: File | undefined) {
    if (!file) return;
    setErrors((current) => ({ ...current, imageUploadId: '' }));
    try {
      const uploaded = await upload.mutateAsync(file);
      setPicture({ id: uploaded.id, url: uploaded.urls.small });
    } catch (error) {
      setErrors((current) => ({ ...current, imageUploadId: failureText(error) }));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = {
      topic,
      title,
      body,
      ...(attachment === 'link' && linkUrl.trim() ? { linkUrl: linkUrl.trim() } : {}),
      ...(attachment === 'picture' && picture ? { imageUploadId: picture.id } : {}),
    };
    const checked = createPostInputSchema.safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0] ?? '_')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const post = await create.mutateAsync(checked.data);
      await navigate(postHref(post.id));
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  if (viewer.data?.ban) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <Alert tone="error">You are banned from the forum. Reason: {viewer.data.ban.reason}</Alert>
        <ButtonLink to="/forum" variant="outline" className="mt-6">
          Back to the forum
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-extrabold">New post</h1>
      {newAccount ? (
        <Alert tone="info" className="mt-4">
          Welcome! In your first day you can write 3 posts and 10 comments, without links or pictures.
        </Alert>
      ) : null}
      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div>
          <Label htmlFor={ids.topic}>Topic</Label>
          <Select id={ids.topic} value={topic} onChange={(event) => setTopic(event.target.value)}>
            {forumTopics.map((item) => (
              <option key={item.id} value={item.id}>
                {item.label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={ids.title}>Title</Label>
          <Input
            id={ids.title}
            value={title}
            maxLength={MAX_TITLE_LENGTH}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? ids.titleError : undefined}
          />
          <FieldError id={ids.titleError} message={errors.title} />
        </div>
        <div>
          <div className="flex items-center justify-between">
            <Label htmlFor={ids.body}>Text (optional)</Label>
            <button
              type="button"
              aria-pressed={preview}
              onClick={() => setPreview(!preview)}
              className="rounded px-2 text-sm font-semibold text-primary hover:underline focus-visible:outline-3 focus-visible:outline-ring"
            >
              {preview ? 'Edit' : 'Preview'}
            </button>
          </div>
          {preview ? (
            <div className="min-h-24 rounded-lg border border-border bg-muted/40 p-3" aria-label="Preview" role="region">
              {body.trim() ? <MarkdownBody html={renderMarkdown(body)} /> : <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>}
            </div>
          ) : (
            <textarea
              id={ids.body}
              rows={8}
              value={body}
              maxLength={MAX_POST_BODY_LENGTH}
              onChange={(event) => setBody(event.target.value)}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? ids.bodyError : undefined}
              className="block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-ring"
            />
          )}
          <p className="mt-1 text-xs text-muted-foreground">Markdown works: **bold**, _italic_, lists, quotes{newAccount ? '' : ' and [links](https://example.com)'}.</p>
          <FieldError id={ids.bodyError} message={errors.body} />
        </div>
        <fieldset disabled={newAccount}>
          <legend className="mb-1.5 text-sm font-semibold">Attach</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {(['none', 'link', 'picture'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="attachment"
                  value={kind}
                  checked={attachment === kind}
                  onChange={() => setAttachment(kind)}
                  className="h-4 w-4 focus-visible:outline-3 focus-visible:outline-ring"
                />
                {kind === 'none' ? 'Nothing' : kind === 'link' ? 'A link' : 'A picture'}
              </label>
            ))}
          </div>
          {attachment === 'link' ? (
            <div className="mt-3">
              <Label htmlFor={ids.link}>Link</Label>
              <Input
                id={ids.link}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={linkUrl}
                onChange={(event) => setLinkUrl(event.target.value)}
                aria-invalid={errors.linkUrl ? true : undefined}
                aria-describedby={errors.linkUrl ? ids.linkError : undefined}
              />
              <FieldError id={ids.linkError} message={errors.linkUrl} />
            </div>
          ) : null}
          {attachment === 'picture' ? (
            <div className="mt-3">
              <Label htmlFor={ids.picture}>Picture (JPEG, PNG, WebP or HEIC, up to 15 MB)</Label>
              <input
                id={ids.picture}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
                onChange={(event) => void choosePicture(event.target.files?.[0])}
                aria-describedby={errors.imageUploadId ? ids.pictureError : undefined}
                className="block text-sm focus-visible:outline-3 focus-visible:outline-ring"
              />
              {upload.isPending ? <p className="mt-1 text-sm text-muted-foreground">Uploading...</p> : null}
              {picture ? <img src={picture.url} alt="The picture you chose" className="mt-2 max-h-40 rounded-lg" /> : null}
              <FieldError id={ids.pictureError} message={errors.imageUploadId} />
            </div>
          ) : null}
        </fieldset>
        <div className="flex gap-3">
          <Button type="submit" disabled={create.isPending || upload.isPending}>
            {create.isPending ? 'Posting...' : 'Post'}
          </Button>
          <ButtonLink to="/forum" variant="ghost">
            Cancel
          </ButtonLink>
        </div>
      </form>
    </div>
  );
}
