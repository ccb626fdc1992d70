import type { ApprovalState, PropertyStatus, PropertyType } from '@nestwise/shared';
import { DEMO_DOCUMENT_NAMES, demoDocumentUrl, type DemoDocumentKind } from './demo-documents';
import { demoModelUrl } from './demo-media';

export interface DemoListingPlan {
  status: PropertyStatus;
  approval: ApprovalState;
  isActive: boolean;
  rejection?: string;
}

/** Most listings are live; a few show every other state the dashboards deal with. */
export function planFor(index: number): DemoListingPlan {
  if (index % 13 === 5) return { status: 'for-sale', approval: 'pending', isActive: true };
  if (index % 17 === 8) {
    return {
      status: index % 2 ? 'for-rent' : 'for-sale',
      approval: 'rejected',
      isActive: true,
      rejection: 'Photos do not show the property; please upload pictures of the interior.',
    };
  }
  if (index % 19 === 11) return { status: 'for-sale', approval: 'approved', isActive: false };
  if (index % 11 === 3) return { status: 'sold', approval: 'approved', isActive: true };
  if (index % 11 === 7) return { status: 'rented', approval: 'approved', isActive: true };
  if (index % 23 === 13) return { status: 'off-market', approval: 'approved', isActive: true };
  return {
    status: index % 3 === 1 ? 'for-rent' : 'for-sale',
    approval: 'approved',
    isActive: true,
  };
}

/**
 * Every eighth listing (not land) has a 3D model, an inspection report, a floor plan and a photo
 * among its documents; every eighth from the fourth has documents only, so the hub's "has models"
 * and "has documents" filters differ. Uses no random numbers: the rest of the catalogue stays as
 * it was.
 */
export function demoTwin(index: number, type: PropertyType, label: string, coverUrl: string) {
  const document = (kind: DemoDocumentKind) => ({
    url: demoDocumentUrl(kind, index),
    name: DEMO_DOCUMENT_NAMES[kind],
    format: 'pdf',
  });
  if (type === 'land') return { models: [], documents: [] };
  if (index % 8 === 0) {
    return {
      models: [{ url: demoModelUrl(index), name: `${label} model`, format: 'gltf' }],
      documents: [
        document('inspection'),
        document('floor-plan'),
        { url: coverUrl, name: 'Front photo', format: 'webp' },
      ],
    };
  }
  if (index % 8 === 4) return { models: [], documents: [document('inspection')] };
  return { models: [], documents: [] };
}
