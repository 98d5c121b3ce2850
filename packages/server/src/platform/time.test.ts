import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AppError } from './errors/app-error.js';
import { isEpochMs, MAX_EPOCH_MS, parseIsoTime, timeInput } from './time.js';

describe('parseIsoTime', () => {
  it('reads RFC 3339 date-times to the millisecond', () => {
    for (const [text, iso] of [
      ['2030-06-30T23:59:59Z', '2030-06-30T23:59:59.000Z'],
      ['2030-06-30t23:59:59.5z', '2030-06-30T23:59:59.500Z'],
      ['2030-06-30 23:59:59.123456789Z', '2030-06-30T23:59:59.123Z'],
      ['2030-07-01T01:59:59+02:00', '2030-06-30T23:59:59.000Z'],
      ['2030-06-30T20:29:59-0330', '2030-06-30T23:59:59.000Z'],
      ['2028-02-29T00:00:00Z', '2028-02-29T00:00:00.000Z'],
      ['2000-02-29T00:00:00Z', '2000-02-29T00:00:00.000Z'],
      ['0050-01-01T00:00:00Z', '0050-01-01T00:00:00.000Z'],
      ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
    ]) {
      assert.equal(new Date(parseIsoTime(text!)!).toISOString(), iso, text);
    }
  });

  it('refuses what names no instant, where Date.parse would guess or give NaN', () => {
    for (const text of [
      '2030-06-30T23:59:60Z', // leap second: the format check passed it, Date.parse gave NaN
      '2030-02-30T12:00:00Z', // Date.parse: 2 March
      '2029-02-29T12:00:00Z',
      '1900-02-29T12:00:00Z',
      '2030-04-31T12:00:00Z',
      '2030-01-01T24:00:00Z', // Date.parse: the next day
      '2030-01-01T12:60:00Z',
      '2030-13-01T12:00:00Z',
      '2030-00-10T12:00:00Z',
      '2030-01-00T12:00:00Z',
      '2030-01-01T12:00:00+01', // the format check passed it, Date.parse gave NaN
      '2030-01-01T12:00:00+24:00',
      '2030-01-01T12:00:00+05:60',
      '2030-01-01T12:00:00', // no zone: whose noon?
      '2030-01-01T12:00Z',
      '2030-01-01T12:00:00.Z',
      '2030-01-01',
      '+275761-01-01T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '20300101T120000Z',
      ' 2030-01-01T12:00:00Z',
      '2030-01-01T12:00:00Z\n',
      '２０３０-01-01T12:00:00Z',
      'NaN',
      '',
    ]) {
      assert.equal(parseIsoTime(text), undefined, JSON.stringify(text));
    }
  });

  it('timeInput names the field in a 400', () => {
    assert.equal(timeInput('2030-01-01T00:00:00Z', 'due_at'), Date.UTC(2030, 0, 1));
    assert.throws(
      () => timeInput('2030-06-30T23:59:60Z', 'expires_at'),
      (e) => e instanceof AppError && e.status === 400 && e.code === 'invalid_value' && e.param === 'expires_at',
    );
  });

  it('isEpochMs: finite and within what a Date holds', () => {
    assert.ok(isEpochMs(0) && isEpochMs(MAX_EPOCH_MS) && isEpochMs(-MAX_EPOCH_MS));
    for (const ms of [Number.NaN, Number.POSITIVE_INFINITY, MAX_EPOCH_MS + 1, Number.MAX_SAFE_INTEGER]) {
      assert.ok(!isEpochMs(ms), String(ms));
    }
  });
});
