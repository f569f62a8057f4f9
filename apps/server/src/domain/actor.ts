/**
 * The person a domain call acts for, in the enterprise of the call. Domain modules take an actor and a database
 * handle (the database or a transaction), never the request: the HTTP plugin builds the actor once, after the
 * session, the enterprise and the endpoint's declared permission have been checked.
 */
export interface Actor {
  userId: string;
  /** The call's current, unexpired enterprise. */
  enterpriseId: string;
  /** `FixedRoleId`s the user holds there. */
  roles: readonly string[];
  /** Button keys the roles give there (000 section 6), the list the portal hides buttons by. */
  permissionKeys: readonly string[];
}
