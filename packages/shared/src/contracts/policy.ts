/*
 * Authorization policy of a contract (DESIGN.md §7, docs/security-authz.md): who may call an
 * endpoint and, when its input names something a member owns, whose it must be. The server
 * enforces the role from it (contract-route.ts) and the authorization-matrix test derives
 * every expected refusal from it, so it is declared once, on the contract.
 */

/**
 * Who may call: `public` anyone (a visitor and a member follow the same rules; a member may
 * see their own extras), `member` a logged-in user acting on their own data, `creator` a
 * creative master (users.x_up = 1, SPEC §1; staff are not creators by role), `moderator`
 * moderators and admins, `admin` admins only. The role is read from the database on every
 * call above `member`, so a demoted moderator or creator loses access at once.
 */
export type CallerRole = 'public' | 'member' | 'creator' | 'moderator' | 'admin';

/**
 * What an input id names. Owned kinds have an owner (author, sender, holder); `circle` and
 * `setting` are shared things nobody owns (declared so the matrix knows the id was seen).
 */
export type TargetKind =
  /** a circle: shared, nobody owns it */
  | 'circle'
  /** one of the caller's own switches or settings, named by a fixed id */
  | 'setting'
  /** a post (items row) by its author */
  | 'item'
  /** a post in draft status by its author */
  | 'draft'
  /** a vote subject (题目) by the author of its post */
  | 'voteSubject'
  /** a comment by its author */
  | 'comment'
  /** a reply by its author */
  | 'reply'
  /** a private letter by its sender (the recipient may delete their copy) */
  | 'letter'
  /** a row of someone's letter box (their conversation with one person) */
  | 'conversation'
  /** a message-centre message by its recipient */
  | 'message'
  /** a prerogative code by the member who claimed it */
  | 'code'
  /** a person: the id is the owner themself (follow, letters) */
  | 'user'
  /** a published resource of the library (资源库): shared, nobody owns it */
  | 'resource'
  /** a creator's spec (规格书), published, by its creator */
  | 'spec'
  /** a creator's spec in draft status (one that may be deleted), by its creator */
  | 'specDraft'
  /** a store order awaiting payment (待付款), by its buyer */
  | 'order'
  /** a store order that was shipped (已发货), by its buyer */
  | 'shippedOrder'
  /** a payment of the dev sandbox provider awaiting confirmation, by its order's buyer */
  | 'payment'
  /** a shipping address of the member's address book */
  | 'address'
  /** a challenge (挑战) by the member who proposed it */
  | 'challenge'
  /** a pending challenge on a spec, by the spec's creator (who reviews it) */
  | 'specChallenge'
  /** a pending design (设计稿) for a spec, by the spec's creator (who reviews it) */
  | 'specDesign'
  /** a project of the pool (项目池), published, by its owner */
  | 'project'
  /** a weekly report (周报) of a project, by the project's owner */
  | 'projectWeek'
  /** a pending request to join a project's team, decided by the project's owner */
  | 'projectJoin';

/** Where the id is in the request: `params.id`, `query.item_id`, `body.type_id`… */
export type InputField = `${'params' | 'query' | 'body'}.${string}`;

export interface PolicyTarget {
  kind: TargetKind;
  field: InputField;
  /**
   * Only the owner may act on it: anyone else is refused with this status (403 when the
   * thing's existence is public anyway, 404 when even that is private).
   */
  ownerOnly?: 403 | 404;
  /** The owner's blacklist refuses the members on it (403): they may not act on it. */
  blockable?: true;
}

export interface AuthzPolicy {
  role: CallerRole;
  /** The 403 message for a caller below `role` (staff roles); a generic one otherwise. */
  refusal?: string;
  /** The owned thing the input names, when there is one. */
  target?: PolicyTarget;
}

/** The declarations contracts use: `authz: policy.member`, `authz: policy.owner(…)`. */
export const policy = {
  public: { role: 'public' },
  member: { role: 'member' },
  moderator: { role: 'moderator' },
  admin: { role: 'admin' },
  /** Creative masters only (x_up), with the 403 message other members see. */
  creator: (refusal: string): AuthzPolicy => ({ role: 'creator', refusal }),
  /** Staff only, with the 403 message a lower caller sees. */
  staff: (role: 'moderator' | 'admin', refusal: string): AuthzPolicy => ({ role, refusal }),
  /** A member acting on `field`, which must name their own `kind`; others get `refusal`. */
  owner: (kind: TargetKind, field: InputField, refusal: 403 | 404): AuthzPolicy => ({
    role: 'member',
    target: { kind, field, ownerOnly: refusal },
  }),
  /** A member acting on a shared `kind` (a circle…): no owner, so no ownership rule. */
  shared: (kind: TargetKind, field: InputField): AuthzPolicy => ({
    role: 'member',
    target: { kind, field },
  }),
  /** A member acting on someone's `kind`, refused (403) when its owner blocked them. */
  unlessBlocked: (kind: TargetKind, field: InputField): AuthzPolicy => ({
    role: 'member',
    target: { kind, field, blockable: true },
  }),
} as const satisfies Record<string, AuthzPolicy | ((...args: never[]) => AuthzPolicy)>;
