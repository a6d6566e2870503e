import { useId, useState, type FormEvent } from 'react';
import { type BoardMemberView, startGiftInputSchema } from '#core/domain/birthday-board/birthday-board.schema.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { Dialog } from '#platform/components/ui/dialog.tsx';
import { FieldError, Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { dollarsToCents } from '#platform/lib/dollars.ts';
import { useStartGift } from '../api/start-gift.ts';

type Field = 'title' | 'wish' | 'link' | 'targetCents';

/** Starting a group gift for a member on the board: a title, a wish or a link, and a target. */
export function StartGiftDialog({ member, onClose }: { member: BoardMemberView | null; onClose: () => void }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [wish, setWish] = useState('');
  const [link, setLink] = useState('');
  const [target, setTarget] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field | '_', string>>>({});
  const start = useStartGift();

  function close() {
    setTitle('');
    setWish('');
    setLink('');
    setTarget('');
    setErrors({});
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!member) return;
    const parsed = startGiftInputSchema.safeParse({ celebrantId: member.id, title, wish, link, targetCents: dollarsToCents(target) });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    start.mutate(
      {
        celebrantId: member.id,
        title: parsed.data.title,
        targetCents: parsed.data.targetCents,
        ...(parsed.data.wish ? { wish: parsed.data.wish } : {}),
        ...(parsed.data.link ? { link: parsed.data.link } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: 'Group gift started', description: `It stays a surprise: ${member.name} will not see it until it is revealed.` });
          close();
        },
        onError: (failure) => setErrors({ _: failureMessage(failure, 'Could not start the group gift', 'Could not start the group gift. Please try again.') }),
      },
    );
  }

  const field = (name: Field) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined });
  return (
    <Dialog
      open={member !== null}
      onClose={close}
      title={member ? `A group gift for ${member.name}` : 'A group gift'}
      description="Others chip in and leave messages. It stays a surprise until the first day of their birthday month."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input id={`${id}-title`} value={title} onChange={(event) => setTitle(event.target.value)} {...field('title')} />
          <FieldError id={`${id}-title-error`} message={errors.title} />
        </div>
        <div>
          <Label htmlFor={`${id}-wish`}>Wish (optional)</Label>
          <textarea
            id={`${id}-wish`}
            rows={3}
            value={wish}
            onChange={(event) => setWish(event.target.value)}
            className="block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
            {...field('wish')}
          />
          <FieldError id={`${id}-wish-error`} message={errors.wish} />
        </div>
        <div>
          <Label htmlFor={`${id}-link`}>Link to the gift (optional)</Label>
          <Input id={`${id}-link`} type="url" placeholder="https://" value={link} onChange={(event) => setLink(event.target.value)} {...field('link')} />
          <FieldError id={`${id}-link-error`} message={errors.link} />
        </div>
        <div>
          <Label htmlFor={`${id}-target`}>Target (USD)</Label>
          <Input id={`${id}-target`} inputMode="decimal" placeholder="100.00" value={target} onChange={(event) => setTarget(event.target.value)} {...field('targetCents')} />
          <FieldError id={`${id}-targetCents-error`} message={errors.targetCents} />
        </div>
        {errors._ ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors._}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={start.isPending}>
            {start.isPending ? 'Starting…' : 'Start group gift'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
