import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductDetail, ProductInput } from '#core/domain/marketplace/catalog.schema.ts';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useChangeProductPhotos } from '../../api/product-photos.ts';
import { useSaveProduct } from '../../api/save-product.ts';
import { CONNECTION_TEXT, formFailureOf, type FormFailure } from '../api-failure.ts';
import { emptyProductForm, productFieldOf, productFormValuesFrom } from './product-form-values.ts';
import { ProductEditor } from './product-editor.tsx';
import { ProductPhotos } from './product-photos.tsx';

/** A saved product's photos wired to the API: uploads one file at a time, removes and reorders. */
function SavedProductPhotos({ product }: { product: ProductDetail }) {
  const change = useChangeProductPhotos(product.id);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(words: string, fallback: string, step: () => Promise<unknown>): Promise<boolean> {
    setBusy(words);
    setError(null);
    try {
      await step();
      return true;
    } catch (failure) {
      setError(failureMessage(failure, fallback, CONNECTION_TEXT));
      return false;
    } finally {
      setBusy(null);
    }
  }
  return (
    <ProductPhotos
      imageUrls={product.imageUrls}
      busy={busy}
      error={error}
      onAdd={async (files) => {
        for (const file of files) {
          if (!(await run(`Uploading ${file.name}…`, `${file.name} could not be uploaded.`, () => change.mutateAsync({ action: 'add', file })))) break;
        }
      }}
      onRemove={(index) => void run('Removing the photo…', 'The photo could not be removed.', () => change.mutateAsync({ action: 'remove', index }))}
      onReorder={(order) => void run('Moving the photo…', 'The photos could not be reordered.', () => change.mutateAsync({ action: 'reorder', order }))}
    />
  );
}

/** The product editor wired to the API: a new product is created (then its photos can be added), a saved one is replaced. */
export function ProductEditorPanel({ product, canSell, backPath, editPath }: { product: ProductDetail | null; canSell: boolean; backPath: string; editPath: (id: string) => string }) {
  const navigate = useNavigate();
  const save = useSaveProduct();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  function onSave(input: ProductInput) {
    setFailure(null);
    save.mutate(
      { id: product?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast({ title: product ? 'Product saved' : 'Product created', description: product ? undefined : 'Now add its photos.' });
          if (!product) void navigate(editPath(saved.id), { replace: true });
        },
        onError: (error) => setFailure(formFailureOf(error, 'The product could not be saved.', productFieldOf)),
      },
    );
  }
  return (
    <ProductEditor
      // Read again from each saved answer: new variants get their ids, so the next save keeps them.
      key={product ? `${product.id}:${product.status}:${product.variants.map((variant) => variant.id).join(',')}` : 'new'}
      productId={product?.id ?? null}
      initial={product ? productFormValuesFrom(product) : emptyProductForm()}
      canSell={canSell}
      serverErrors={failure?.fields ?? {}}
      serverMessage={failure?.message ?? null}
      pending={save.isPending}
      onSave={onSave}
      onCancel={() => void navigate(backPath)}
      photos={product ? <SavedProductPhotos product={product} /> : undefined}
    />
  );
}
