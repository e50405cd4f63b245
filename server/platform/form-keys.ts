import { RingBuffer } from '../qa/ring-buffer.ts';
import { randomToken } from '../random.ts';
import type { SubmissionOutcome } from './form-submission.ts';

/** One hour, as on the platform. */
export const FORM_KEY_TTL_MS = 60 * 60 * 1000;

/** A save as it arrived: its body, and the QA session it came from (null outside any). */
export interface Submission {
  session: string | null;
  body: unknown;
}

/** A save the platform accepted, with its key and when it arrived. */
export interface StoredSubmission extends Submission {
  key: string;
  time: string;
}

interface KeyState {
  expiry: number;
  /** The answer to the first save with this key, once there was one. */
  answer?: SubmissionOutcome;
}

/**
 * Form submission keys: random, valid for an hour. The first save with a key is decided and its
 * answer kept; a repeat with the same key (the runtime's retry of a save whose reply was lost) gets
 * that answer again and decides nothing, so one key is at most one stored submission
 * (docs/markup.md "Platform calls").
 */
export class FormKeyStore {
  private readonly keys = new Map<string, KeyState>();
  private readonly accepted = new RingBuffer<StoredSubmission>(1000);

  constructor(private readonly now: () => number = Date.now) {}

  issue(): string {
    this.forgetExpired();
    const key = randomToken(16);
    this.keys.set(key, { expiry: this.now() + FORM_KEY_TTL_MS });
    return key;
  }

  /**
   * The answer to a save with `key`: the first save's answer when the key was used already, else
   * `decide()`'s (kept for repeats, and the body stored when it is a 200). Undefined when the key was
   * never issued or has expired.
   */
  answer(key: string, submission: Submission, decide: () => SubmissionOutcome): SubmissionOutcome | undefined {
    const state = this.keys.get(key);
    if (state === undefined || state.expiry <= this.now()) return undefined;
    if (state.answer !== undefined) return state.answer;
    state.answer = decide();
    if (state.answer.status === 200) this.accepted.push({ key, time: new Date(this.now()).toISOString(), ...submission });
    return state.answer;
  }

  /** The accepted submissions of one QA session, or all, oldest first (what the platform stored). */
  stored(session?: string): StoredSubmission[] {
    return this.accepted.filter((submission) => session === undefined || submission.session === session);
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [key, { expiry }] of this.keys) if (expiry <= now) this.keys.delete(key);
  }
}
