import type { Authenticator } from '../../core/actor';
import type { AppContext } from '../../core/app-context';
import type { PropertiesService } from '../properties';
import type { AssistantListings } from './assistant.dependencies';
import { assistantRoutes } from './assistant.routes';

export type { AssistantListings } from './assistant.dependencies';

/** Parses a transcript into intent and filters, searches listings and answers. */
export function createAssistantModule(
  ctx: AppContext,
  ports: { auth: Authenticator; properties: PropertiesService; listings: AssistantListings },
) {
  return { routes: assistantRoutes(ctx, ports.auth, ports.properties, ports.listings) };
}
