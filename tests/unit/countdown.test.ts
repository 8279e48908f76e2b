import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_HEADLINE,
  countdownAt,
  headlineOr,
  pad2,
  RELEASED_HEADLINE,
  splitSeconds,
} from '@/lib/countdown';

const RELEASE = '2026-06-01T10:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('release countdown: time left', () => {
  it('is released exactly at the release date, with nothing left', () => {
    expect(countdownAt(RELEASE, at(RELEASE))).toEqual({
      released: true,
      totalSeconds: 0,
      parts: { days: 0, hours: 0, minutes: 0, seconds: 0 },
    });
  });

  it('counts one second one second before the release', () => {
    const state = countdownAt(RELEASE, at('2026-06-01T09:59:59.000Z'));
    expect(state.released).toBe(false);
    expect(state.totalSeconds).toBe(1);
    expect(state.parts).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('rounds a part of a second up, so the counter reaches 0 at the release and not before', () => {
    expect(countdownAt(RELEASE, at('2026-06-01T09:59:59.999Z')).parts.seconds).toBe(1);
    expect(countdownAt(RELEASE, at('2026-06-01T09:59:58.500Z')).parts.seconds).toBe(2);
  });

  it('rolls hours over into days', () => {
    expect(countdownAt(RELEASE, at('2026-05-31T10:00:00.000Z')).parts).toEqual({
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(countdownAt(RELEASE, at('2026-05-31T10:00:01.000Z')).parts).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
    expect(countdownAt(RELEASE, at('2026-05-11T08:58:30.000Z')).parts).toEqual({
      days: 21,
      hours: 1,
      minutes: 1,
      seconds: 30,
    });
  });

  it('stays released, never negative, after the release date', () => {
    const state = countdownAt(RELEASE, at('2027-01-01T00:00:00.000Z'));
    expect(state.released).toBe(true);
    expect(state.totalSeconds).toBe(0);
    expect(state.parts).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('accepts the release date as epoch milliseconds', () => {
    expect(countdownAt(at(RELEASE), at(RELEASE) - 61_000).parts).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
      seconds: 1,
    });
  });
});

describe('release countdown: edge cases', () => {
  it('treats an unreadable release date as released rather than a counter stuck at NaN', () => {
    expect(countdownAt('ikke en dato', at(RELEASE)).released).toBe(true);
    expect(countdownAt('', at(RELEASE)).released).toBe(true);
  });

  it('splits negative seconds as zero', () => {
    expect(splitSeconds(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('pads hours, minutes and seconds to two digits', () => {
    expect(pad2(7)).toBe('07');
    expect(pad2(42)).toBe('42');
  });

  it("uses the CMS's headline when it sent one, else the spec's text", () => {
    expect(headlineOr('Ny side om:', COUNTDOWN_HEADLINE)).toBe('Ny side om:');
    expect(headlineOr(null, COUNTDOWN_HEADLINE)).toBe('Fonden præsenterer ny hjemmeside om:');
    expect(headlineOr('  ', RELEASED_HEADLINE)).toBe('HURRA!');
  });
});
