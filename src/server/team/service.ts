import { LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_FAILURES_PER_ADDRESS } from '@shared/auth';
import {
  type InvitationInfo,
  invitationPath,
  type Matchmaker,
  type MatchmakerPatch,
  type NewMatchmaker,
  TEAM_MESSAGES,
  type TeamMember,
} from '@shared/team';
import { hashPassword, randomToken, sha256 } from '../auth/secrets';
import type { Viewer } from '../auth/viewer';
import type { HistoryEntry, HistoryRepository } from '../history/repository';
import { httpError } from '../http/errors';
import type { RateLimitRepository } from '../rate-limit/repository';
import type { TeamRepository } from './repository';

type Admin = Extract<Viewer, { kind: 'admin' }>;
type Deps = {
  team: TeamRepository;
  history: HistoryRepository;
  limits: RateLimitRepository;
  publicUrl: string;
  /**
   * Runs `fn` in one transaction on repositories bound to it. Using a link is written this way rather than
   * as a whole atomic method, so that a wrong token's count (the rate limit) is not rolled back with it.
   */
  atomically: <T>(fn: (tx: { team: TeamRepository; history: HistoryRepository }) => Promise<T>) => Promise<T>;
};

/**
 * The team (issue 27, decision 054). Owners add matchmakers, change names and roles, deactivate and reactivate
 * accounts and hand out invitation links; the routes let only owners in. Each change is in the account's
 * history. The team always keeps an active owner.
 */
export function teamService(deps: Deps) {
  const accountEntry = (id: number, field: string, from: unknown, to: unknown): HistoryEntry => ({
    entity: 'account',
    entityId: id,
    field,
    fromValue: from === null || from === undefined ? null : String(from),
    toValue: to === null || to === undefined ? null : String(to),
  });

  async function newInvitation(viewer: Admin, accountId: number): Promise<string> {
    const token = randomToken();
    await deps.team.dropOpenInvitations(accountId);
    await deps.team.createInvitation(accountId, sha256(token), viewer.accountId);
    await deps.history.record(viewer, [accountEntry(accountId, 'invitation', null, null)]);
    return `${deps.publicUrl.replace(/\/$/, '')}${invitationPath(token)}`;
  }

  /** Wrong tokens are counted per address, like failed sign-ins; past the limit the answer is 429. */
  async function refuseToken(address: string): Promise<never> {
    const key = `invitation:address:${address}`;
    const before = await deps.limits.hit(key, LOGIN_FAILURE_WINDOW_SECONDS);
    if (before > LOGIN_FAILURES_PER_ADDRESS) throw httpError(429, TEAM_MESSAGES.tooManyAttempts);
    throw httpError(404, TEAM_MESSAGES.invitationInvalid);
  }

  async function checkLimit(address: string) {
    const count = await deps.limits.count(`invitation:address:${address}`, LOGIN_FAILURE_WINDOW_SECONDS);
    if (count >= LOGIN_FAILURES_PER_ADDRESS) throw httpError(429, TEAM_MESSAGES.tooManyAttempts);
  }

  return {
    /** Whether the viewer is an active owner (the routes' guard). */
    async isOwner(viewer: Admin): Promise<boolean> {
      return (await deps.team.roleOf(viewer.accountId)) === 'owner';
    },

    async list(): Promise<Matchmaker[]> {
      return (await deps.team.listAccounts()).map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        active: row.active,
        hasPassword: row.hasPassword,
        invitationExpiresAt: row.invitationExpiresAt ? new Date(row.invitationExpiresAt).toISOString() : null,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async members(): Promise<TeamMember[]> {
      return (await deps.team.listMembers()).map((row) => ({
        _id: row.id,
        name: row.name,
        active: row.active,
      }));
    },

    async add(viewer: Admin, input: NewMatchmaker) {
      if (await deps.team.emailTaken(input.email)) throw httpError(409, TEAM_MESSAGES.emailTaken);
      const { id } = await deps.team.createMatchmaker(input);
      await deps.history.record(viewer, [
        accountEntry(id, 'created', null, input.email),
        accountEntry(id, 'role', null, 'matchmaker'),
      ]);
      return { _id: id, invitationUrl: await newInvitation(viewer, id) };
    },

    async patch(viewer: Admin, id: number, patch: MatchmakerPatch): Promise<Matchmaker> {
      const account = await deps.team.lockAccount(id);
      if (!account) throw httpError(404, TEAM_MESSAGES.notFound);
      const losesOwner =
        account.role === 'owner' &&
        account.active &&
        ((patch.role !== undefined && patch.role !== 'owner') || patch.active === false);
      if (losesOwner && (await deps.team.otherActiveOwners(id)) === 0)
        throw httpError(409, TEAM_MESSAGES.lastOwner);
      const set: { name?: string; role?: 'owner' | 'matchmaker'; active?: boolean } = {};
      const entries: HistoryEntry[] = [];
      if (patch.name !== undefined && patch.name !== account.name) {
        set.name = patch.name;
        entries.push(accountEntry(id, 'name', account.name, patch.name));
      }
      if (patch.role !== undefined && patch.role !== account.role) {
        set.role = patch.role;
        entries.push(accountEntry(id, 'role', account.role, patch.role));
      }
      if (patch.active !== undefined && patch.active !== account.active) {
        set.active = patch.active;
        entries.push(accountEntry(id, 'active', account.active, patch.active));
      }
      if (Object.keys(set).length > 0) await deps.team.updateAccount(id, set);
      if (set.active === false) {
        // Every session ends at once; an open link would let the account in again.
        await deps.team.endSessions(id);
        await deps.team.dropOpenInvitations(id);
      }
      await deps.history.record(viewer, entries);
      const updated = (await this.list()).find((m) => m._id === id);
      if (!updated) throw httpError(404, TEAM_MESSAGES.notFound);
      return updated;
    },

    /** A new link to set a password (a new matchmaker's, or a reset); earlier open links stop working. */
    async invite(viewer: Admin, id: number) {
      const account = await deps.team.lockAccount(id);
      if (!account) throw httpError(404, TEAM_MESSAGES.notFound);
      if (!account.active) throw httpError(409, TEAM_MESSAGES.inactive);
      return { invitationUrl: await newInvitation(viewer, id) };
    },

    async invitation(token: string, address: string): Promise<InvitationInfo> {
      await checkLimit(address);
      const found = await deps.team.findOpenInvitation(sha256(token));
      if (!found) return refuseToken(address);
      return { name: found.name, email: found.email };
    },

    /** Sets the password through the link (once); answers the e-mail to sign in with. */
    async accept(token: string, password: string, address: string): Promise<InvitationInfo> {
      await checkLimit(address);
      const tokenHash = sha256(token);
      if (!(await deps.team.findOpenInvitation(tokenHash))) return refuseToken(address);
      const passwordHash = await hashPassword(password);
      return deps.atomically(async (tx) => {
        // Locked and read again: of two uses at once, the second finds it used.
        const found = await tx.team.findOpenInvitation(tokenHash, true);
        if (!found) throw httpError(404, TEAM_MESSAGES.invitationInvalid);
        await tx.team.useInvitation(found.id, found.accountId, passwordHash);
        // The matchmaker did it, through the link.
        await tx.history.record({ kind: 'admin', accountId: found.accountId, tokenHash: '' }, [
          accountEntry(found.accountId, 'passwordSet', null, null),
        ]);
        return { name: found.name, email: found.email };
      });
    },
  };
}
export type TeamService = ReturnType<typeof teamService>;
