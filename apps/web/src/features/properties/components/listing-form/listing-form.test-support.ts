import type { TProperty } from '@nestwise/shared';
import { vi } from 'vitest';
import {
  UploadError,
  validateUploadFile,
  type UploadClient,
  type UploadRequest,
  type UploadResult,
} from '@/lib/upload';

interface PendingUpload {
  file: File;
  request: UploadRequest;
  progress: (percent: number) => void;
  finish: () => void;
  fail: (message: string) => void;
}

/**
 * An upload client whose uploads the test drives: each call waits until the test reports progress
 * and finishes or fails it; an abort rejects it as the real client does.
 */
export function fakeUploadClient() {
  const pending: PendingUpload[] = [];
  const upload = vi.fn(
    (file: Blob | null | undefined, request: UploadRequest) =>
      new Promise<UploadResult>((resolve, reject) => {
        const named = file as File;
        const key = `properties/${request.propertyId}/${request.type}/1_abc_${named.name}`;
        request.signal?.addEventListener('abort', () =>
          reject(new UploadError('aborted', 'Upload was aborted')),
        );
        pending.push({
          file: named,
          request,
          progress: (percent) =>
            request.onProgress?.({ loaded: percent, total: 100, percent: Math.round(percent) }),
          finish: () =>
            resolve({
              key,
              url: `/files/${key}`,
              contentType: named.type,
              size: named.size,
              name: named.name,
            }),
          fail: (message) => reject(new UploadError('status', message, 500)),
        });
      }),
  );
  const deleteFile = vi.fn(async (_key: string) => undefined);
  const client = {
    validate: (file: Blob | null | undefined) => validateUploadFile(file),
    upload,
    deleteFile,
  } as unknown as UploadClient;
  return { client, upload, deleteFile, pending };
}

export const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

export const storedListing: TProperty = {
  id: 'p-1',
  title: 'Brick bungalow',
  description: 'Near the park.',
  price: 412000,
  propertyType: 'house',
  status: 'for-sale',
  location: {
    address: '12 Elm St',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    neighborhood: null,
    latitude: null,
    longitude: null,
  },
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1450,
  lotSize: null,
  yearBuilt: 1952,
  features: ['garden'],
  images: [
    {
      key: 'properties/p-1/images/1_aa_front.png',
      url: '/files/properties/p-1/images/1_aa_front.png',
    },
    {
      key: 'properties/p-1/images/2_bb_back.png',
      url: '/files/properties/p-1/images/2_bb_back.png',
    },
  ],
  digitalTwin: { models: [], documents: [] },
  media: null,
  mediaUploaded: true,
  mediaUploadedAt: null,
  agentId: 'agent-1',
  agentName: 'Avery Agent',
  agentEmail: 'agent@example.test',
  approval: 'approved',
  approvalUpdatedAt: null,
  approvalUpdatedBy: null,
  approvedAt: null,
  rejectionReason: null,
  isActive: true,
  statusUpdatedAt: null,
  statusUpdatedBy: null,
  buyerId: null,
  soldAt: null,
  rentedAt: null,
  viewCount: 0,
  lastViewedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
