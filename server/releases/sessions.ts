/** Which release a QA session's pages get under /dist/ (docs/fixture-server.md "Releases"). */
export interface ReleaseChoice {
  /** The archived release served whole, as if it were still the one deployed; null: the current one (dist/). */
  pin: string | null;
  /** Unpinned, a chunk dist/ lacks comes from the archived releases (a deploy that keeps them); false: 404. */
  retention: boolean;
}

const CURRENT: ReleaseChoice = { pin: null, retention: true };

/** The sessions' release choices, beside their faults; a session without one gets the current release with retention. */
export class ReleaseSessions {
  private readonly choices = new Map<string, ReleaseChoice>();

  of(session: string | null): ReleaseChoice {
    return (session === null ? undefined : this.choices.get(session)) ?? CURRENT;
  }

  /** The session's pages load this archived release from now on. */
  pin(session: string, build: string): ReleaseChoice {
    return this.set(session, { ...this.of(session), pin: build });
  }

  /** The deploy: the session's pages load the current release, with or without the older releases' chunks. */
  deploy(session: string, retention: boolean): ReleaseChoice {
    return this.set(session, { pin: null, retention });
  }

  /** The session ended (or a scenario starts): back to the current release with retention. */
  end(session: string): void {
    this.choices.delete(session);
  }

  private set(session: string, choice: ReleaseChoice): ReleaseChoice {
    this.choices.set(session, choice);
    return choice;
  }
}
