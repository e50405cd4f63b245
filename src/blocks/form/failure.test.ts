import { describe, expect, it } from 'vitest';
import { failureView, type SubmitFailure } from './failure.ts';

const STATUS_401 = 'Não é possível enviar o formulário. Por favor, tente novamente mais tarde.';
const STATUS_404 = 'Este formulário ainda não foi configurado.';
const STATUS_429 = 'Não é possível enviar o formulário. Limite de taxa de envio excedido. Tente novamente mais tarde.';
const STATUS_500 = 'Não é possível enviar o formulário. Tente novamente mais tarde.';
const UNKNOWN = 'Erro desconhecido, tente novamente mais tarde.';
const INVALID_FIELDS = 'Um ou mais campos são inválidos; verifique as entradas.';
const CAPTCHA = 'Complete o CAPTCHA antes de enviar.';
const KEY_FAILURE = 'Não foi possível obter uma chave para o envio de formulários; tente novamente mais tarde.';
const READ_FAILURE = 'Não foi possível analisar os campos do formulário; verifique as entradas.';
const SAVE_FAILURE = 'Erro ao processar envio de formulário. Recarregue e tente novamente.';

const FORM = { newsletter: false, fieldIds: ['field-email', 'field-name'] };
const NEWSLETTER = { newsletter: true, fieldIds: ['field-email', 'field-name'] };
const only = (message: string) => ({ message, fieldErrors: {}, banners: false, announceOnly: false });
const save = (status: number, extra: Partial<Extract<SubmitFailure, { stage: 'save' }>> = {}): SubmitFailure => ({ stage: 'save', status, ...extra });

describe('failureView: before anything is sent', () => {
  it('validation: the general message, the field messages at their fields, the banners', () => {
    const errors = { 'field-email': 'E-mail inválido.', 'field-name': 'Este campo é obrigatório.' };
    expect(failureView({ stage: 'validation', errors }, FORM)).toEqual({ message: INVALID_FIELDS, fieldErrors: errors, banners: true, announceOnly: false });
  });

  it('validation in a newsletter: the field messages are the message, no banners', () => {
    const errors = { 'field-email': 'E-mail inválido.', 'field-name': 'Este campo é obrigatório.' };
    expect(failureView({ stage: 'validation', errors }, NEWSLETTER)).toEqual({
      message: 'E-mail inválido. Este campo é obrigatório.',
      fieldErrors: errors,
      banners: false,
      announceOnly: true,
    });
  });

  it.each<[SubmitFailure, string]>([
    [{ stage: 'captcha' }, CAPTCHA],
    [{ stage: 'key' }, KEY_FAILURE],
    [{ stage: 'read' }, READ_FAILURE],
  ])('%j → its message only', (failure, message) => {
    expect(failureView(failure, FORM)).toEqual(only(message));
    expect(failureView(failure, NEWSLETTER)).toEqual(only(message));
  });
});

describe('failureView: a failed save', () => {
  it.each([
    [401, STATUS_401],
    [404, STATUS_404],
    [429, STATUS_429],
    [500, STATUS_500],
  ])('status %i without a data.error text has its own message', (status, message) => {
    expect(failureView(save(status), FORM)).toEqual(only(message));
    expect(failureView(save(status, { serverText: '' }), NEWSLETTER)).toEqual(only(message));
  });

  it.each([400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 418, 504])('status %i with a data.error text shows that text', (status) => {
    expect(failureView(save(status, { serverText: 'Loja fechada para balanço' }), FORM)).toEqual(only('Loja fechada para balanço'));
    expect(failureView(save(status, { serverText: 'Manutenção' }), NEWSLETTER)).toEqual(only('Manutenção'));
  });

  it('else the unknown error', () => {
    for (const status of [400, 403, 409, 422, 502, 503, 418, 504]) expect(failureView(save(status), FORM)).toEqual(only(UNKNOWN));
    expect(failureView(save(503, { serverText: '' }), FORM)).toEqual(only(UNKNOWN));
    expect(failureView(save(400, { errors: {} }), FORM)).toEqual(only(UNKNOWN));
  });

  it('a system error the overlay showed: no message of the form’s own', () => {
    expect(failureView(save(0, { systemError: true }), FORM)).toEqual(only(''));
    expect(failureView(save(200, { systemError: true }), NEWSLETTER)).toEqual(only(''));
    expect(failureView(save(500, { systemError: true, serverText: 'Reportado' }), FORM)).toEqual(only(''));
    expect(failureView({ stage: 'key', systemError: true }, FORM)).toEqual(only(''));
  });

  it('the runtime’s own failure before a reply was read (status 0): the save failure message', () => {
    expect(failureView(save(0), FORM)).toEqual(only(SAVE_FAILURE));
    expect(failureView(save(0), NEWSLETTER)).toEqual(only(SAVE_FAILURE));
  });
});

describe('failureView: a 400 with an errors map', () => {
  it('places each message at its field, with the general message and the banners', () => {
    const errors = { 'field-email': 'E-mail já cadastrado' };
    expect(failureView(save(400, { errors, serverText: 'ignorado' }), FORM)).toEqual({
      message: INVALID_FIELDS,
      fieldErrors: errors,
      banners: true,
      announceOnly: false,
    });
  });

  it('shows a message for a field the page lacks as the form message, placing nothing', () => {
    expect(failureView(save(400, { errors: { 'field-gone': 'Campo removido' } }), FORM)).toEqual(only('Campo removido'));
  });

  it('with known and unknown fields: places the known ones, the unknown ones are the message', () => {
    const errors = { 'field-email': 'E-mail já cadastrado', 'field-gone': 'Campo removido', 'field-old': 'Campo antigo' };
    expect(failureView(save(400, { errors }), FORM)).toEqual({
      message: 'Campo removido Campo antigo',
      fieldErrors: { 'field-email': 'E-mail já cadastrado' },
      banners: true,
      announceOnly: false,
    });
  });

  it('in a newsletter: no banners; the message is the field messages', () => {
    const errors = { 'field-email': 'E-mail já cadastrado' };
    expect(failureView(save(400, { errors }), NEWSLETTER)).toEqual({
      message: 'E-mail já cadastrado',
      fieldErrors: errors,
      banners: false,
      announceOnly: true,
    });
  });

  it('applies to 400 only: another status with a map gets its own message', () => {
    expect(failureView(save(500, { errors: { 'field-email': 'x' } }), FORM)).toEqual(only(STATUS_500));
  });
});
