import { describe, expect, it } from 'vitest';
import type { PageTrackingFields } from '../../services/small-services/census-events.ts';
import { FormConfigSchema } from './config-schema.ts';
import { buildPayload, type FormIdentity, resolveFormIdentity } from './payload.ts';

const IDENTITY: FormIdentity = {
  formId: 'form-contato',
  collectionId: 'col-1',
  objectName: 'block-contato',
  isOverlayForm: false,
  submitButtonText: 'Enviar',
};
const TRACKING: PageTrackingFields = { visitorCookie: 'cvr', pageTitle: 'Contato', pageId: 'col-1', contentSource: 'c', pagePath: '/contato' };
const VALUES = { 'field-nome': ['Ana', 'Silva'], 'field-email': 'ana@exemplo.com', 'field-likert': { Atendimento: '5' } };
const CENSUS_KEYS = ['visitorCookie', 'pageTitle', 'pageId', 'contentSource', 'pagePath'];

describe('buildPayload: the full submission', () => {
  it('sends key, the identity, form, captchaKey, then the census fields, in that order', () => {
    const payload = buildPayload({ variant: 'full', key: 'k-1', identity: IDENTITY, values: VALUES, captchaKey: 'tok', tracking: TRACKING });
    expect(Object.keys(payload)).toEqual([
      'key',
      'formId',
      'collectionId',
      'objectName',
      'isOverlayForm',
      'submitButtonText',
      'form',
      'captchaKey',
      ...CENSUS_KEYS,
    ]);
    expect(payload).toEqual({ key: 'k-1', ...IDENTITY, form: JSON.stringify(VALUES), captchaKey: 'tok', ...TRACKING });
  });

  it('sends form as the JSON string of the values by field id', () => {
    const payload = buildPayload({ variant: 'full', key: 'k', identity: IDENTITY, values: VALUES, captchaKey: undefined, tracking: TRACKING });
    expect(typeof payload['form']).toBe('string');
    expect(JSON.parse(payload['form'] as string)).toEqual(VALUES);
  });

  it('leaves captchaKey out when the form has no captcha', () => {
    const payload = buildPayload({ variant: 'full', key: 'k', identity: IDENTITY, values: {}, captchaKey: undefined, tracking: TRACKING });
    expect(payload).not.toHaveProperty('captchaKey');
    expect(payload['form']).toBe('{}');
  });
});

describe('buildPayload: the lighter submission', () => {
  it('sends only key, form, captchaKey and the census fields', () => {
    const payload = buildPayload({ variant: 'lighter', key: 'k-1', identity: IDENTITY, values: VALUES, captchaKey: 'tok', tracking: TRACKING });
    expect(Object.keys(payload)).toEqual(['key', 'form', 'captchaKey', ...CENSUS_KEYS]);
    expect(payload).toEqual({ key: 'k-1', form: JSON.stringify(VALUES), captchaKey: 'tok', ...TRACKING });
  });

  it('leaves captchaKey out without a captcha', () => {
    const payload = buildPayload({ variant: 'lighter', key: 'k-1', identity: IDENTITY, values: VALUES, captchaKey: undefined, tracking: TRACKING });
    expect(Object.keys(payload)).toEqual(['key', 'form', ...CENSUS_KEYS]);
  });
});

describe('resolveFormIdentity', () => {
  const page = { collectionId: 'col-da-pagina', blockId: 'block-contato', buttonText: 'Enviar mensagem' };

  it('fills what the config leaves empty from the page', () => {
    const config = FormConfigSchema.parse({ formId: 'form-contato', fields: [] });
    expect(resolveFormIdentity(config, page)).toEqual({
      formId: 'form-contato',
      collectionId: 'col-da-pagina',
      objectName: 'block-contato',
      isOverlayForm: false,
      submitButtonText: 'Enviar mensagem',
    });
  });

  it('sends an empty collectionId on a page without a collection', () => {
    const config = FormConfigSchema.parse({ formId: 'f', fields: [] });
    expect(resolveFormIdentity(config, { ...page, collectionId: undefined }).collectionId).toBe('');
  });

  it('keeps what the config gives', () => {
    const config = FormConfigSchema.parse({
      formId: 'f',
      collectionId: 'col-config',
      objectName: 'objeto',
      isOverlayForm: true,
      submitButtonText: 'Assinar',
      fields: [],
    });
    expect(resolveFormIdentity(config, page)).toEqual({
      formId: 'f',
      collectionId: 'col-config',
      objectName: 'objeto',
      isOverlayForm: true,
      submitButtonText: 'Assinar',
    });
  });
});
