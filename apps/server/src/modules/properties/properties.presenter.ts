import type {
  TPropertyHistoryEntry,
  TProperty,
  TPropertyShare,
  TPropertyView,
} from '@nestwise/shared';
import type { Actor } from '../../core/actor';
import { propertiesPolicy } from './properties.policy';
import type { HistoryRow, PropertyRow, ShareRow, ViewRow } from './properties.repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A listing for this caller: internal fields are null unless it manages the listing. */
export function presentProperty(row: PropertyRow, actor: Actor | null): TProperty {
  const internals = propertiesPolicy.canSeeInternals(actor, row);
  const isBuyer = !!actor && row.buyerId === actor.id;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    propertyType: row.propertyType,
    status: row.status,
    location: {
      address: row.address,
      city: row.city,
      state: row.state,
      zip: row.zip,
      neighborhood: row.neighborhood,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFeet: row.squareFeet,
    lotSize: row.lotSize,
    yearBuilt: row.yearBuilt,
    features: row.features,
    images: row.images,
    digitalTwin: {
      models: row.digitalTwin.models ?? [],
      documents: row.digitalTwin.documents ?? [],
    },
    media: row.media ?? null,
    mediaUploaded: row.mediaUploaded,
    mediaUploadedAt: iso(row.mediaUploadedAt),
    agentId: row.agentId,
    agentName: row.agentName,
    agentEmail: row.agentEmail,
    approval: row.approval,
    approvalUpdatedAt: iso(row.approvalUpdatedAt),
    approvalUpdatedBy: internals ? row.approvalUpdatedBy : null,
    approvedAt: iso(row.approvedAt),
    rejectionReason: internals ? row.rejectionReason : null,
    isActive: row.isActive,
    statusUpdatedAt: iso(row.statusUpdatedAt),
    statusUpdatedBy: internals ? row.statusUpdatedBy : null,
    buyerId: internals || isBuyer ? row.buyerId : null,
    pendingBuyerEmail: internals ? row.pendingBuyerEmail : null,
    soldAt: iso(row.soldAt),
    rentedAt: iso(row.rentedAt),
    viewCount: row.viewCount,
    lastViewedAt: iso(row.lastViewedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentHistory(row: HistoryRow): TPropertyHistoryEntry {
  return {
    id: row.id,
    propertyId: row.propertyId,
    kind: row.kind,
    oldStatus: row.oldStatus,
    newStatus: row.newStatus,
    reason: row.reason,
    adminId: row.adminId,
    timestamp: row.timestamp.toISOString(),
  };
}

export function presentView(row: ViewRow): TPropertyView {
  return {
    id: row.id,
    propertyId: row.propertyId,
    viewerId: row.viewerId,
    viewedAt: row.viewedAt.toISOString(),
  };
}

export function presentShare(row: ShareRow): TPropertyShare {
  return {
    id: row.id,
    propertyId: row.propertyId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    revokedAt: iso(row.revokedAt),
  };
}
