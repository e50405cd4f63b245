/** The follow widget host's attributes: the provider script's address, its name (docs/markup.md 6.24, chosen names). */
const FOLLOW_SCRIPT_ATTRIBUTE = 'data-social-follow';
const FOLLOW_PROVIDER_ATTRIBUTE = 'data-social-provider';
/** The state the host shows (loading, loaded, failed; chosen name). */
export const FOLLOW_STATE_ATTRIBUTE = 'data-social-follow-state';

export interface FollowWidgetMarkup {
  /** The script's address as written (resolved and checked at mount). */
  readonly script: string;
  /** For logs: the block's id, else the host's. */
  readonly name: string;
  /** For logs: the provider's name, else the script's address. */
  readonly provider: string;
}

/** What the host (the chunk's marker, [data-social-follow]) says. */
export function readFollowWidget(host: HTMLElement): FollowWidgetMarkup {
  const script = host.getAttribute(FOLLOW_SCRIPT_ATTRIBUTE) ?? '';
  return {
    script,
    name: host.closest<HTMLElement>('[data-block-type]')?.id || host.id,
    provider: host.getAttribute(FOLLOW_PROVIDER_ATTRIBUTE) || script,
  };
}
