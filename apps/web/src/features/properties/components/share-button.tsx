import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http/api-client';
import { notify } from '@/lib/toast';
import { selectIsAuthenticated, useAppSelector } from '@/stores/hooks';
import { useShareListingMutation } from '../api/share-listing';
import { ShareIcon } from './icons';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies a link to the listing to the clipboard; the link also stays on screen to copy by hand.
 * Signed in, it is a share link (POST /api/properties/{id}/share: /shared/property/{token}, which
 * its maker can revoke); signed out, the listing's own public address, with no sign-in step, as
 * on the portals.
 */
export function ShareButton({ propertyId }: { propertyId: string }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [shareListing] = useShareListingMutation();
  const [link, setLink] = useState<string | null>(null);

  const onShare = async () => {
    setBusy(true);
    try {
      const url = isAuthenticated
        ? `${window.location.origin}${paths.sharedProperty((await shareListing(propertyId).unwrap()).token)}`
        : `${window.location.origin}${paths.property(propertyId)}`;
      setLink(url);
      notify(
        'success',
        (await copy(url))
          ? 'Share link copied to the clipboard.'
          : 'Share link created. Copy it from the box below.',
        { toastId: 'share-link' },
      );
    } catch (error) {
      notify(
        'error',
        error instanceof ApiError ? error.message : 'Could not create a share link.',
        {
          toastId: 'share-error',
        },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button variant="secondary" onClick={() => void onShare()} disabled={busy} className="w-full">
        <ShareIcon className="size-4" />
        {busy ? 'Creating link…' : 'Share'}
      </Button>
      {link && (
        <div className="mt-3">
          <label
            htmlFor={id}
            className="mb-1 block text-xs font-semibold text-slate-700 dark:text-slate-300"
          >
            Share link
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-2 py-1.5 text-xs dark:border-slate-600 dark:bg-slate-800"
            />
            <Button
              variant="ghost"
              className="px-2 py-1.5 text-xs"
              onClick={() =>
                void copy(link).then((ok) =>
                  notify(
                    ok ? 'success' : 'error',
                    ok
                      ? 'Share link copied to the clipboard.'
                      : 'Copy failed: select the link and copy it.',
                    { toastId: 'share-link' },
                  ),
                )
              }
            >
              Copy
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
