import type {
  TAgentMessage,
  TAgentMessageRequest,
  TAppointment,
  TTourRequest,
} from '@nestwise/shared';
import { apiRequest } from '@/lib/api-client';

const byId = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

export function requestTour(propertyId: string, body: TTourRequest): Promise<TAppointment> {
  return apiRequest<TAppointment>(`${byId(propertyId)}/tour-requests`, { method: 'POST', body });
}

export function messageAgent(
  propertyId: string,
  body: TAgentMessageRequest,
): Promise<TAgentMessage> {
  return apiRequest<TAgentMessage>(`${byId(propertyId)}/messages`, { method: 'POST', body });
}
