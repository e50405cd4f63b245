import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import { installSiteContext, json, type PlatformStub, stubPlatform, submit, type } from '../../test/platform-stub.ts';
import { mount } from './index.ts';

/*
 * Secure mode (site-runtime.md §7): the form's key and save calls, "with credentials", go to the
 * site's own https domain when the page is on another host. A file of its own: the page context
 * (its baseUrl) is read once per document.
 */

const SITE = 'https://loja-da-ana.example.com';
const HTML = `<div class="sqs-block form-block" data-block-type="9" id="block-news"
  data-block-json='{"formId":"form-news","fields":[{"id":"email","type":"email","title":"E-mail","required":true}]}'>
  <form method="post" novalidate>
    <div data-field-id="email" data-field-type="email"><label data-field-title for="e">E-mail</label><input id="e" name="email" type="email"></div>
    <button type="submit">Assinar</button>
  </form>
  <div data-form-submission-text hidden><p>Inscrição confirmada.</p></div>
</div>`;

let platform: PlatformStub;

beforeAll(() => installSiteContext({ baseUrl: SITE }));

beforeEach(() => {
  document.cookie = 'crumb=c1; path=/';
  platform = stubPlatform();
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  sessionStorage.clear();
  document.body.replaceChildren();
});

it('calls the site’s https domain with credentials from a page on another host', async () => {
  platform.reply('/api/form/FormSubmissionKey', json({ key: 'k-1' }));
  platform.reply('/api/form/SaveFormSubmission', json({}));
  document.body.innerHTML = HTML;
  const block = document.querySelector<HTMLElement>('#block-news')!;
  const context = coreContext();
  await mount(block, context);
  type(block.querySelector('input')!, 'ana@exemplo.com');
  submit(block.querySelector('form')!);
  await vi.waitFor(() => expect(block.querySelector('form')?.hidden).toBe(true));
  const formCalls = platform.calls.filter((call) => call.path.startsWith('/api/form/'));
  expect(formCalls.map((call) => [call.url, call.init.credentials])).toEqual([
    [`${SITE}/api/form/FormSubmissionKey?crumb=c1`, 'include'],
    [`${SITE}/api/form/SaveFormSubmission?crumb=c1`, 'include'],
  ]);
  context.controller.abort();
});
