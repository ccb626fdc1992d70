import * as agentRequests from './agent-requests';
import * as aiTools from './ai-tools';
import * as assistant from './assistant';
import * as billing from './billing';
import * as contact from './contact';
import * as conversations from './conversations';
import * as dashboard from './dashboard';
import type { OperationContract } from './define-operation';
import * as devMailbox from './dev-mailbox';
import * as health from './health';
import * as identity from './identity';
import * as map from './map';
import * as market from './market';
import * as myProperties from './my-properties';
import * as notifications from './notifications';
import * as properties from './properties';
import * as propertyActivity from './property-activity';
import * as propertyPins from './property-pins';
import * as savedSearches from './saved-searches';
import * as storage from './storage';
import * as users from './users';

/** Every operation of the API, once each: the server's coverage check and the document read it. */
export const allOperations: readonly OperationContract[] = [
  agentRequests,
  aiTools,
  assistant,
  billing,
  contact,
  conversations,
  dashboard,
  devMailbox,
  health,
  identity,
  map,
  market,
  myProperties,
  notifications,
  properties,
  propertyActivity,
  propertyPins,
  savedSearches,
  storage,
  users,
].flatMap((group) => Object.values(group) as OperationContract[]);
