import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TProperty } from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CloseIcon, HomeIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { removeFromComparison } from '@/stores/favorites-slice';
import { selectComparison, useAppDispatch, useAppSelector } from '@/stores/hooks';
import { useCompareListingsQuery } from '../api/compare-listings';
import {
  cardPrice,
  featureLabel,
  formatNumber,
  fullAddress,
  imageAt,
  pricePerSquareFoot,
  statusLabel,
  typeLabel,
} from '../lib/listing-display';

const ROWS: Array<[string, (p: TProperty) => string]> = [
  ['Price', (p) => cardPrice(p)],
  ['Type', (p) => typeLabel(p.propertyType)],
  ['Status', (p) => statusLabel(p.status)],
  ['Bedrooms', (p) => String(p.bedrooms)],
  ['Bathrooms', (p) => formatNumber(p.bathrooms)],
  ['Square feet', (p) => (p.squareFeet ? formatNumber(p.squareFeet) : '—')],
  ['Lot size', (p) => (p.lotSize ? `${formatNumber(p.lotSize)} sq ft` : '—')],
  ['Year built', (p) => (p.yearBuilt ? String(p.yearBuilt) : '—')],
  ['Price per sq ft', (p) => pricePerSquareFoot(p) ?? '—'],
  ['Features', (p) => (p.features.length ? p.features.map(featureLabel).join(', ') : '—')],
  ['Location', (p) => fullAddress(p.location)],
];

/** The chosen listings side by side, loaded fresh (the bar keeps only their names and prices). */
export function ComparisonDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const comparison = useAppSelector(selectComparison);
  const ids = comparison.map((p) => p.id);
  // Loaded once on opening; a listing removed here just leaves the table.
  const [opened] = useState(ids);
  const query = useCompareListingsQuery(opened);
  const loaded = query.currentData?.filter((l) => ids.includes(l.id)) ?? [];
  const status = query.currentData ? 'success' : query.isError ? 'error' : 'loading';

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-stretch justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel className="flex max-h-full w-full max-w-6xl flex-col bg-white text-slate-900 shadow-xl sm:rounded-2xl dark:bg-slate-900 dark:text-slate-100">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 sm:px-6 dark:border-slate-800">
            <DialogTitle className="text-lg font-bold">Compare properties</DialogTitle>
            <Button variant="ghost" onClick={onClose} aria-label="Close comparison">
              <CloseIcon />
            </Button>
          </div>
          <div className="overflow-auto p-3 sm:p-6">
            {status === 'loading' && (
              <div className="grid place-items-center py-16">
                <Spinner label="Loading the comparison" />
              </div>
            )}
            {status === 'error' && <Alert>Could not load the comparison. Try again.</Alert>}
            {status === 'success' && (
              <table
                className="w-full table-fixed border-collapse text-sm"
                style={{ minWidth: `${5.5 + loaded.length * 8}rem` }}
              >
                <caption className="sr-only">Facts of the compared properties</caption>
                <thead>
                  <tr>
                    <td className="w-22 sm:w-40" />
                    {loaded.map(({ id, property }) => {
                      const title =
                        property?.title ?? comparison.find((c) => c.id === id)?.title ?? id;
                      const image = imageAt(property?.images[0], 400);
                      return (
                        <th key={id} scope="col" className="p-2 text-left align-top font-normal">
                          <div className="h-24 overflow-hidden rounded-lg bg-slate-100 sm:h-36 dark:bg-slate-800">
                            {image ? (
                              <img
                                src={image}
                                alt=""
                                width={400}
                                height={300}
                                className="size-full object-cover"
                              />
                            ) : (
                              <span className="grid size-full place-items-center text-slate-500">
                                <HomeIcon className="size-8" />
                              </span>
                            )}
                          </div>
                          {property ? (
                            <Link
                              to={paths.property(id)}
                              className="mt-2 block font-semibold hover:underline"
                              onClick={onClose}
                            >
                              {title}
                            </Link>
                          ) : (
                            <p className="mt-2 font-semibold">
                              {title}{' '}
                              <span className="font-normal text-red-700 dark:text-red-300">
                                (no longer available)
                              </span>
                            </p>
                          )}
                          <button
                            type="button"
                            onClick={() => dispatch(removeFromComparison(id))}
                            className="mt-1 text-xs font-semibold text-teal-700 hover:underline dark:text-teal-300"
                          >
                            Remove
                          </button>
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {ROWS.map(([label, value]) => (
                    <tr
                      key={label}
                      className="border-t border-slate-200 even:bg-slate-50 dark:border-slate-800 dark:even:bg-slate-950/40"
                    >
                      <th scope="row" className="p-2 text-left align-top font-semibold">
                        {label}
                      </th>
                      {loaded.map(({ id, property }) => (
                        <td key={id} className="p-2 align-top break-words">
                          {property ? value(property) : '—'}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
